import PullToRefreshFrontEndRules
import Testing

struct ContentInsetLedgerTests {
  @Test func addingAndRemovingRestoresTheInsetExactly() {
    var ledger = ContentInsetLedger()
    var inset = 20.0
    inset = ledger.adjust(inset, toAdd: 62)
    #expect(inset == 82)
    #expect(ledger.added == 62)
    inset = ledger.remove(from: inset)
    #expect(inset == 20)
    #expect(ledger.added == 0)
  }

  @Test func endingAndStartingAgainNeverAddsTwice() {
    var ledger = ContentInsetLedger()
    var inset = 0.0
    for _ in 0..<5 {
      inset = ledger.adjust(inset, toAdd: 62)
      inset = ledger.adjust(inset, toAdd: 62)
      inset = ledger.adjust(inset, toAdd: 0)
      inset = ledger.adjust(inset, toAdd: 62)
    }
    #expect(inset == 62)
  }

  @Test func theAppsOwnChangesSurvive() {
    var ledger = ContentInsetLedger()
    var inset = ledger.adjust(10, toAdd: 62)
    inset += 44  // the app adds a banner while we refresh
    #expect(ledger.appInset(of: inset) == 54)
    inset = ledger.remove(from: inset)
    #expect(inset == 54)
  }

  @Test func aChangedExtentReplacesOursInPlace() {
    var ledger = ContentInsetLedger()
    var inset = ledger.adjust(5, toAdd: 62)
    inset = ledger.adjust(inset, toAdd: 40)
    #expect(inset == 45)
    #expect(ledger.appInset(of: inset) == 5)
  }

  @Test func aNegativeExtentTakesPointsOffAndComesBack() {
    var ledger = ContentInsetLedger()
    var inset = ledger.adjust(20, toAdd: 62 - 59)
    #expect(inset == 23)
    inset = ledger.adjust(inset, toAdd: -59)
    #expect(inset == -39)
    #expect(ledger.appInset(of: inset) == 20)
    #expect(ledger.remove(from: inset) == 20)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func badTargetsAddNothing(target: Double) {
    var ledger = ContentInsetLedger()
    #expect(ledger.adjust(12, toAdd: target) == 12)
    #expect(ledger.added == 0)
  }
}
