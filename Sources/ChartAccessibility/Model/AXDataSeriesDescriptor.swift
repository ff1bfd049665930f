public import Foundation

/// A named series of data points, continuous (a line) or discrete (bars, dots).
///
/// Source compatible with Apple's `AXDataSeriesDescriptor`. AudioGraph adds ``confidenceLevel``,
/// ``color``, ``darkColor``, ``distribution`` and ``ohlc``.
///
/// Open to subclassing, as Apple's is.
open class AXDataSeriesDescriptor: NSObject, NSCopying {
  /// The series name, as spoken. `nil` when the attributed name is empty. Setting `nil` clears it.
  open var name: String? {
    get { attributedName.length == 0 ? nil : attributedName.string }
    set { attributedName = plainAttributedString(newValue ?? "") }
  }
  /// The name with attributes; when set, used instead of ``name``.
  @NSCopying open var attributedName: NSAttributedString
  /// Whether the series is continuous (played as a gliding tone) or discrete (one tone per point).
  open var isContinuous: Bool
  /// The points, in the order given (not necessarily sorted by x).
  ///
  /// A series read from a chart file or CSV keeps points that are only a number x and a y
  /// (most points of large charts) as two columns of numbers, 16 bytes a point, and makes these
  /// objects (56 bytes each with the array's reference) the first time this property is read;
  /// from then on it keeps the objects, so changes made to them stick. The summarizer reads the
  /// columns without making objects. As with every descriptor class, reading and writing from
  /// several threads at once is not safe; that includes a first read from two threads at once.
  open var dataPoints: [AXDataPoint] {
    get {
      makePointObjects()
      return storedPoints
    }
    set {
      plainPoints = nil
      storedPoints = newValue
    }
    _modify {
      makePointObjects()
      yield &storedPoints
    }
  }

  /// The points as objects; empty while ``plainPoints`` holds them.
  private var storedPoints: [AXDataPoint]
  /// The points as columns, until ``dataPoints`` is first read; `nil` after that, and for a
  /// series made with point objects.
  private var plainPoints: PlainPoints?

  /// The level of the points' confidence intervals, in `0 < level < 1` (0.95 for 95%); `nil` when
  /// unknown ("uncertainty intervals"). An AudioGraph addition.
  open var confidenceLevel: Double?

  /// The colour the series is drawn in (light appearance); `nil` when not given. An AudioGraph
  /// addition.
  open var color: ChartColor?
  /// The colour the series is drawn in in dark mode; `nil` when not given (it is then drawn in
  /// ``color``). An AudioGraph addition.
  open var darkColor: ChartColor?
  /// The distribution the series shows in a histogram or box plot (its observations, bins or box
  /// statistics); `nil` for other charts. Set it with ``setDistribution(_:kind:)``, which also
  /// makes the points Apple-side code reads. An AudioGraph addition.
  open var distribution: SeriesDistribution?
  /// The open, high, low and close of each point of a candlestick chart's series, in point order;
  /// `nil` for other charts. Set it with ``setOHLC(_:)``, which also sets each point's y to its
  /// close (what Apple-side code reads). An AudioGraph addition.
  open var ohlc: OHLCColumns?

  /// Creates a series. Apple's initializer.
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.attributedName = plainAttributedString(name)
    self.isContinuous = isContinuous
    self.storedPoints = dataPoints
  }

  /// Creates a series with an attributed name. Apple's initializer.
  public init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.attributedName = attributedName.copy() as! NSAttributedString
    self.isContinuous = isContinuous
    self.storedPoints = dataPoints
  }

  /// Creates a series whose points are numbers only, kept as columns (see ``dataPoints``).
  package init(name: String, isContinuous: Bool, plainPoints: PlainPoints) {
    self.attributedName = plainAttributedString(name)
    self.isContinuous = isContinuous
    self.storedPoints = []
    self.plainPoints = plainPoints
  }

  /// Makes the point objects of a series kept as columns, and drops the columns.
  private func makePointObjects() {
    guard let plain = plainPoints else { return }
    var points: [AXDataPoint] = []
    points.reserveCapacity(plain.count)
    for index in 0..<plain.count { points.append(plain.point(at: index)) }
    storedPoints = points
    plainPoints = nil
  }

  /// Sets every point's y to `y` (NaN for missing), keeping the series' columns when it has them.
  /// `y.count` must equal ``pointCount``.
  package func replaceY(with y: [Double]) {
    precondition(y.count == pointCount, "one y per point")
    if let plain = plainPointColumns {
      plainPoints = PlainPoints(x: plain.x, y: y)
      return
    }
    for (point, value) in zip(dataPoints, y) {
      point.yValue = value.isNaN ? nil : AXDataPointValue(number: value)
    }
  }

  /// The number of points, without making point objects.
  package var pointCount: Int { plainPoints?.count ?? dataPoints.count }

  /// The number of points with no y value, without making point objects.
  package var missingYCount: Int {
    if let plain = plainPointColumns { return plain.y.count(where: \.isNaN) }
    return dataPoints.count { $0.y == nil }
  }

  /// The number of points with a confidence interval (never one while the series keeps columns).
  package var intervalCount: Int {
    if plainPointColumns != nil { return 0 }
    return dataPoints.count { $0.confidenceInterval != nil }
  }

  /// The y values of the points that have one, in order, without making point objects.
  package var presentYValues: [Double] {
    if let plain = plainPointColumns { return plain.y.filter { !$0.isNaN } }
    return dataPoints.compactMap(\.y)
  }

  /// The points as columns of numbers while the series keeps them so (see ``dataPoints``);
  /// `nil` when it holds point objects, which are then read through ``dataPoints``.
  package var plainPointColumns: PlainPoints? {
    // Only this class makes columns (a subclass may override dataPoints, and never has them).
    type(of: self) == AXDataSeriesDescriptor.self ? plainPoints : nil
  }

  /// The point at `index` (`0 ..< pointCount`): the series' own object, or a new object made
  /// from the columns (changes to it are not kept).
  package func point(at index: Int) -> AXDataPoint {
    if let plain = plainPointColumns { return plain.point(at: index) }
    return dataPoints[index]
  }

  /// A deep copy: the points are copied too.
  open func copy(with zone: NSZone? = nil) -> Any {
    if let plain = plainPointColumns {
      let copy = AXDataSeriesDescriptor(name: "", isContinuous: isContinuous, plainPoints: plain)
      copy.attributedName = attributedName
      copy.confidenceLevel = confidenceLevel
      copy.color = color
      copy.darkColor = darkColor
      copy.distribution = distribution
      copy.ohlc = ohlc
      return copy
    }
    let copy = AXDataSeriesDescriptor(
      attributedName: attributedName, isContinuous: isContinuous,
      dataPoints: dataPoints.map { $0.copy() as! AXDataPoint })
    copy.confidenceLevel = confidenceLevel
    copy.color = color
    copy.darkColor = darkColor
    copy.distribution = distribution
    copy.ohlc = ohlc
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXDataSeriesDescriptor else { return false }
    return attributedName.string == other.attributedName.string
      && isContinuous == other.isContinuous && samePoints(as: other)
      && confidenceLevel == other.confidenceLevel && color == other.color && darkColor == other.darkColor
      && distribution == other.distribution && ohlc == other.ohlc
  }

  /// Whether the points are equal (``AXDataPoint``'s equality), without making objects for a
  /// series that keeps columns.
  private func samePoints(as other: AXDataSeriesDescriptor) -> Bool {
    switch (plainPointColumns, other.plainPointColumns) {
    case (let mine?, let theirs?): return mine == theirs
    case (let mine?, nil): return mine.equals(other.dataPoints)
    case (nil, let theirs?): return theirs.equals(dataPoints)
    case (nil, nil): return dataPoints == other.dataPoints
    }
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(attributedName.string)
    hasher.combine(pointCount)
    return hasher.finalize()
  }

  open override var description: String {
    "<AXDataSeriesDescriptor name=\(name ?? "") isContinuous=\(isContinuous)"
      + " dataPoints=\(pointCount)>"
  }
}

/// The points of a series that are only a number x and a y, as two columns: what a chart file's
/// or CSV's plain points become (16 bytes a point instead of an object each).
package struct PlainPoints: Equatable, Sendable {
  /// The x numbers, in x-axis units (seconds since 1970 on a date axis).
  package var x: [Double]
  /// The y values, in y-axis units; NaN for a missing value (never a value itself: a file's
  /// numbers are never NaN).
  package var y: [Double]

  package init(x: [Double], y: [Double]) {
    precondition(x.count == y.count, "the x and y columns differ in length")
    self.x = x
    self.y = y
  }

  package var count: Int { x.count }

  /// The y of point `index`, `nil` when missing.
  package func yValue(at index: Int) -> Double? {
    let value = y[index]
    return value.isNaN ? nil : value
  }

  /// A new point object for point `index`.
  package func point(at index: Int) -> AXDataPoint { AXDataPoint(xNumber: x[index], y: yValue(at: index)) }

  /// Whether `points` are these points (``AXDataPoint``'s equality: the same x and y, and no
  /// label, additional values or interval).
  package func equals(_ points: [AXDataPoint]) -> Bool {
    guard points.count == count else { return false }
    for (index, point) in points.enumerated() {
      guard point.x == .number(x[index]), point.y == yValue(at: index), point.label == nil,
        point.additionalValues.isEmpty, point.confidenceInterval == nil
      else { return false }
    }
    return true
  }

  /// Equal when every point is: the same x, and the same y or both missing.
  package static func == (a: PlainPoints, b: PlainPoints) -> Bool {
    guard a.x == b.x, a.y.count == b.y.count else { return false }
    for index in a.y.indices where a.y[index] != b.y[index] && !(a.y[index].isNaN && b.y[index].isNaN) {
      return false
    }
    return true
  }
}
