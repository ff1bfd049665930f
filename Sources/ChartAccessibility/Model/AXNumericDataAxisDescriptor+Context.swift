extension AXNumericDataAxisDescriptor {
  /// The locale, calendar and time zone the axis' own provider writes its values in (UTC for
  /// calendar days); `nil` when an app supplied its own closure.
  public var formattingContext: FormattingContext? { providerFormatter?.context }
}
