import SonificationCore
import Testing

@Suite struct ParameterQueueTests {
  @Test func capacityIsRoundedUpToAPowerOfTwo() {
    #expect(ParameterQueue(minimumCapacity: 5).capacity == 8)
    #expect(ParameterQueue(minimumCapacity: 8).capacity == 8)
    #expect(ParameterQueue(minimumCapacity: 1).capacity == 2)
  }

  @Test func firstInFirstOutUntilFullThenRejects() {
    let queue = ParameterQueue(minimumCapacity: 4)
    #expect(queue.pop() == nil)
    for i in 0..<4 { #expect(queue.push(.seek(toFrame: i))) }
    #expect(!queue.push(.seek(toFrame: 99)), "full")
    #expect(queue.approximateCount == 4)
    for i in 0..<4 { #expect(queue.pop() == .seek(toFrame: i)) }
    #expect(queue.pop() == nil)
  }

  @Test func wrapsAroundManyTimes() {
    let queue = ParameterQueue(minimumCapacity: 4)
    var expected = 0
    for i in 0..<1_000 {
      #expect(queue.push(.masterGain(Double(i))))
      if i % 3 == 2 {
        while let change = queue.pop() {
          #expect(change == .masterGain(Double(expected)))
          expected += 1
        }
      }
    }
    while let change = queue.pop() {
      #expect(change == .masterGain(Double(expected)))
      expected += 1
    }
    #expect(expected == 1_000)
  }

  @Test func twoThreadsDeliverEveryValueInOrderExactlyOnce() async {
    let count = 200_000
    let queue = ParameterQueue(minimumCapacity: 64)
    let producer = Task.detached {
      var i = 0
      while i < count {
        if queue.push(.seek(toFrame: i)) { i += 1 } else { await Task.yield() }
      }
    }
    let consumer = Task.detached { () -> (received: Int, outOfOrder: Int) in
      var next = 0
      var outOfOrder = 0
      while next < count {
        if let change = queue.pop() {
          if change != .seek(toFrame: next) { outOfOrder += 1 }
          next += 1
        } else {
          await Task.yield()
        }
      }
      return (next, outOfOrder)
    }
    await producer.value
    let result = await consumer.value
    #expect(result.received == count && result.outOfOrder == 0)
    #expect(queue.pop() == nil, "nothing delivered twice")
  }
}
