// UIKit declaration stub for compile-checking on Linux. Not the real framework.
// Follows: the iOS 18.0 SDK (Xcode 16); this file: UIKit's Swift overlay
// (UIKit.swiftmodule/arm64-apple-ios.swiftinterface, xybp888/iOS-SDKs, iPhoneOS18.0.sdk), where
// the diffable data sources, their snapshots and the cell registrations are Swift declarations.
// Platforms and conventions: see UIKit.swift and Stubs/SwiftUI/View.swift.
//
// Issue 32 (client trial of the top end): a chat written the way UIKit apps write lists since iOS
// 14, a collection view with a list layout, a `UICollectionViewDiffableDataSource` fed
// `NSDiffableDataSourceSnapshot`s and a `UICollectionView.CellRegistration`, older messages
// inserted above with `insertItems(_:beforeItem:)`. The overlay's `@preconcurrency`, `Sendable`
// constraints and unavailable `Sendable` conformances are kept: they decide what an app in Swift 6
// mode (and in Xcode 26's main-actor-by-default mode) may pass. Left out: the
// `_ObjectiveCBridgeable` conformances (no Objective-C on Linux), the section snapshots and
// transactions, the reordering and section-snapshot handlers, and `description()` (an
// Objective-C method whose Swift name would clash with NSObject's `description` property here).
//
// Bodies are placeholders (GUESS): a snapshot stores nothing and reports nothing.

// MARK: - Snapshots

// SDK 18 (UIKit overlay @~178500): `@available(iOS 13.0, tvOS 13.0, *) @preconcurrency public
// struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> : @unchecked
// Swift.Sendable where SectionIdentifierType : Swift.Hashable, SectionIdentifierType :
// Swift.Sendable, ItemIdentifierType : Swift.Hashable, ItemIdentifierType : Swift.Sendable`, with
// the members below as printed there.
// docs: A representation of the state of the data in a view at a specific point in time.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@preconcurrency
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType,
  ItemIdentifierType
>: @unchecked Sendable
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  public init() {}
  public var numberOfItems: Int { 0 }
  public var numberOfSections: Int { 0 }
  public var sectionIdentifiers: [SectionIdentifierType] { [] }
  public var itemIdentifiers: [ItemIdentifierType] { [] }
  @available(iOS 15.0, tvOS 15.0, *)
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { [] }
  @available(iOS 15.0, tvOS 15.0, *)
  public var reloadedItemIdentifiers: [ItemIdentifierType] { [] }
  @available(iOS 15.0, tvOS 15.0, *)
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { [] }
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { 0 }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    []
  }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  { nil }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { nil }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { nil }
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType],
    toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {}
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    beforeItem beforeIdentifier: ItemIdentifierType
  ) {}
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    afterItem afterIdentifier: ItemIdentifierType
  ) {}
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func deleteAllItems() {}
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    beforeItem toIdentifier: ItemIdentifierType
  ) {}
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    afterItem toIdentifier: ItemIdentifierType
  ) {}
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    beforeSection toIdentifier: SectionIdentifierType
  ) {}
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    afterSection toIdentifier: SectionIdentifierType
  ) {}
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func moveSection(
    _ identifier: SectionIdentifierType,
    beforeSection toIdentifier: SectionIdentifierType
  ) {}
  public mutating func moveSection(
    _ identifier: SectionIdentifierType,
    afterSection toIdentifier: SectionIdentifierType
  ) {}
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}

// MARK: - Collection views

// SDK 18 (UIKit overlay @~181500): `@available(iOS 13.0, tvOS 13.0, *) @preconcurrency
// @_Concurrency.MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType,
// ItemIdentifierType> : ObjectiveC.NSObject, UICollectionViewDataSource where` (the snapshot's
// constraints), every member `@_Concurrency.MainActor @preconcurrency` (here through the class).
// The `apply` pair is the SDK's: a synchronous form with a completion handler and, from iOS 15, an
// `async` form; in an `async` function Swift prefers the `async` one (SE-0296), so a call there
// needs `await`.
// docs: The object you use to manage data and provide cells for a collection view.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType,
  ItemIdentifierType
>: NSObject, UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?
  public var supplementaryViewProvider:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .SupplementaryViewProvider?
  public init(
    collectionView: UICollectionView,
    cellProvider:
      @escaping UICollectionViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) { super.init() }
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {}
  @available(iOS 15.0, tvOS 15.0, *)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {}
  @available(iOS 15.0, tvOS 15.0, *)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {}
  @available(iOS 15.0, tvOS 15.0, *)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot()
  }
  @available(iOS 15.0, tvOS 15.0, *)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
  @available(iOS 15.0, tvOS 15.0, *)
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { nil }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
  // The UICollectionViewDataSource methods (`@objc` in the SDK).
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 0 }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
  open func collectionView(
    _ collectionView: UICollectionView,
    viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView() }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  open func collectionView(
    _ collectionView: UICollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    indexPathForIndexTitle title: String,
    at index: Int
  ) -> IndexPath { IndexPath() }
}

// SDK 18 (UIKit overlay @~77000): `@available(iOS 14.0, tvOS 14.0, *) extension UICollectionView {
// public struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell { ... } public
// struct SupplementaryRegistration<Supplementary> where Supplementary : UICollectionReusableView
// { ... } @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(...)
// ... }`, and `@available(*, unavailable) extension UICollectionView.CellRegistration :
// Swift.Sendable {}` (likewise SupplementaryRegistration). Left out: the `cellNib:` and
// `supplementaryNib:` initializers (the stubs have no UINib).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionView {
  // docs: A registration for the collection view's cells.
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
  }
  // docs: A registration for the collection view's supplementary views.
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {}
  }
  // docs: Dequeues a configured reusable cell object.
  @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>,
    for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell { fatalError() }
  // docs: Dequeues a configured reusable supplementary view object.
  @MainActor @preconcurrency public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView { fatalError() }
}

@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}

@available(*, unavailable)
extension UICollectionView.SupplementaryRegistration: Sendable {}

// MARK: - Table views

// SDK 18 (UIKit overlay @~185000): `@available(iOS 13.0, tvOS 13.0, *) @preconcurrency
// @_Concurrency.MainActor open class UITableViewDiffableDataSource<SectionIdentifierType,
// ItemIdentifierType> : ObjectiveC.NSObject, UITableViewDataSource where` (the snapshot's
// constraints), every member `@_Concurrency.MainActor @preconcurrency`.
// docs: The object you use to manage data and provide cells for a table view.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType,
  ItemIdentifierType
>: NSObject, UITableViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?
  public init(
    tableView: UITableView,
    cellProvider:
      @escaping UITableViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) { super.init() }
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {}
  @available(iOS 15.0, tvOS 15.0, *)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {}
  @available(iOS 15.0, tvOS 15.0, *)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {}
  @available(iOS 15.0, tvOS 15.0, *)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {}
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot()
  }
  @available(iOS 15.0, tvOS 15.0, *)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
  @available(iOS 15.0, tvOS 15.0, *)
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { nil }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { .automatic }
    set {}
  }
  // The UITableViewDataSource methods (`@objc` in the SDK).
  open func numberOfSections(in tableView: UITableView) -> Int { 0 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  open func tableView(
    _ tableView: UITableView,
    sectionForSectionIndexTitle title: String,
    at index: Int
  ) -> Int { 0 }
}
