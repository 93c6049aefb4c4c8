#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's mathematics that identification's likelihood model
/// needs (`Likelihood`): the standard library has no exponential,
/// logarithm or error function, and the C library is reached only from
/// this folder.
package enum Math {
  /// e raised to `x`.
  package static func exp(_ x: Double) -> Double { cExp(x) }
  /// The natural logarithm of `x`.
  package static func log(_ x: Double) -> Double { cLog(x) }
  /// The complementary error function, 1 − erf(`x`).
  package static func erfc(_ x: Double) -> Double { cErfc(x) }
  /// √(x² + y²), without overflow on the way.
  package static func hypot(_ x: Double, _ y: Double) -> Double { cHypot(x, y) }
  /// `x` raised to `y`.
  package static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

// Outside the enum, these names are the C library's, not its members'.
private func cExp(_ x: Double) -> Double { exp(x) }
private func cLog(_ x: Double) -> Double { log(x) }
private func cErfc(_ x: Double) -> Double { erfc(x) }
private func cHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
