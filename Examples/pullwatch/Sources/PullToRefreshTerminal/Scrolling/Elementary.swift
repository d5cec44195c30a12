/// `exp`, `sin` and `cos` in pure Swift, so the terminal front end needs no C library or
/// Foundation.
///
/// Accurate to a few units in the last place over the ranges a spring uses; that is far more
/// than animation needs.
enum Elementary {
  /// e raised to `x`.
  static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : (x > 0 ? .infinity : 0) }
    if x > 709.782_712_893_384 { return .infinity }
    if x < -745.133_219_101_941_1 { return 0 }
    let ln2 = 0.693_147_180_559_945_3
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...16 {
      term *= r / Double(n)
      sum += term
    }
    // Scale in two steps so that results near the ends of the range neither overflow nor
    // lose their subnormal bits early.
    let exponent = Int(k)
    return scale(scale(sum, byPowerOfTwo: exponent / 2), byPowerOfTwo: exponent - exponent / 2)
  }

  /// The sine of `x` radians.
  static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, r) = reduce(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// The cosine of `x` radians.
  static func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, r) = reduce(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  /// `x = quadrant * π/2 + r` with `|r| <= π/4`.
  private static func reduce(_ x: Double) -> (quadrant: Int, r: Double) {
    let halfPi = Double.pi / 2
    // An exact remainder first keeps huge arguments in range (their phase is meaningless anyway).
    let x = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    let k = (x / halfPi).rounded()
    let r = x - k * halfPi
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return ((quadrant + 4) % 4, r)
  }

  private static func sinKernel(_ r: Double) -> Double {
    let r2 = r * r
    var term = r
    var sum = r
    for n in stride(from: 2, through: 20, by: 2) {
      term *= -r2 / Double(n * (n + 1))
      sum += term
    }
    return sum
  }

  private static func cosKernel(_ r: Double) -> Double {
    let r2 = r * r
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 1, through: 19, by: 2) {
      term *= -r2 / Double(n * (n + 1))
      sum += term
    }
    return sum
  }

  private static func scale(_ value: Double, byPowerOfTwo exponent: Int) -> Double {
    value * Double(sign: .plus, exponent: exponent, significand: 1)
  }
}
