// The UIKit self-test subject of AppleCheck/check-apple-code.sh --self-test: a small, correct UIKit
// client of the engine (a view controller and a UIViewRepresentable bridge that drive a
// RefreshCoordinator from a UIScrollView). The self-test copies it, injects one mistake at a time
// by replacing an exact piece of this text, and requires every mutant to be rejected for the
// expected reason. Keep it correct, and keep the mutated pieces (listed in check-apple-code.sh,
// `MUTANTS`, subject `uikit`) occurring exactly once.

// It drives the coordinator as a front end does, through the engine's door for front ends.
@_spi(FrontEnd) import PullToRefresh
import PullToRefreshUI
import SwiftUI
import UIKit

/// A non-Sendable helper that the view controller owns: the data-race mutant sends it to a
/// detached task.
final class SelfTestScrollSampler {
  private(set) var offsets: [Double] = []

  func record(_ offset: Double) {
    offsets.append(offset)
  }
}

/// A plain UIKit screen: the scroll view's movement drives the engine, the system refresh control
/// starts a refresh, and haptics mark the trigger.
final class SelfTestListViewController: UIViewController, UIScrollViewDelegate {
  let coordinator = RefreshCoordinator(action: SelfTestListViewController.reload)
  private let scrollView = UIScrollView()
  private let refreshControl = UIRefreshControl()
  private let sampler = SelfTestScrollSampler()
  private var observation: NSKeyValueObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.delegate = self
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    let pullAction = UIAction(title: "Refresh") { [weak self] _ in self?.refreshControlFired() }
    refreshControl.addAction(pullAction, for: .valueChanged)
    scrollView.refreshControl = refreshControl

    // KVO's change handler is @Sendable: hop to the main actor before touching the screen.
    observation = scrollView.observe(\.contentInset, options: [.new]) { [weak self] _, change in
      guard let inset = change.newValue else { return }
      let top = Double(inset.top)
      Task { @MainActor in self?.insetChanged(top: top) }
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let offset = Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    sampler.record(offset)
    coordinator.scrolled(edgeOffset: -offset)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    coordinator.interactionBegan()
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    coordinator.interactionEnded()
  }

  private func insetChanged(top: Double) {
    coordinator.viewportChanged(Double(scrollView.bounds.height) - top)
  }

  private func refreshControlFired() {
    playHaptic()
    Task {
      _ = await coordinator.refresh()
      refreshControl.endRefreshing()
      UIAccessibility.post(notification: .announcement, argument: "Updated")
    }
  }

  private func playHaptic() {
    #if !os(tvOS) && !os(visionOS)
      if #available(iOS 17.5, *) {
        UIImpactFeedbackGenerator(style: .medium, view: scrollView).impactOccurred()
      } else {
        UIImpactFeedbackGenerator(style: .medium).impactOccurred(intensity: 0.8)
      }
    #endif
  }

  private static func reload() async throws {
    try await Task.sleep(for: .milliseconds(10))
  }
}

/// What a screen asks of its view controller when its status bar changes: UIViewController
/// witnesses it, except on visionOS, where the SDK marks `setNeedsStatusBarAppearanceUpdate()`
/// unavailable (API_UNAVAILABLE(tvos, visionos)), as it does `automaticallyAdjustsScrollViewInsets`.
@MainActor protocol SelfTestStatusBarUpdating {
  func setNeedsStatusBarAppearanceUpdate()
}

#if !os(visionOS)  // status bar
extension SelfTestListViewController: SelfTestStatusBarUpdating {}
#endif

/// The package's UIKit bridge on a table: the controller observes the table view and draws the
/// indicator; a toolbar button joins a pull in flight.
final class SelfTestFeedViewController: UITableViewController {
  private let refresher = PullToRefreshController(action: SelfTestFeedViewController.reload)
  private var rows = ["First", "Second"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    refresher.tintColor = .systemOrange
    refresher.attach(to: tableView)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(
    _ tableView: UITableView,
    cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    refresher.detach()
  }

  func refreshTapped() {
    Task { _ = await refresher.coordinator.refresh() }
  }

  /// A row arriving while the table is on screen: animated insertion and reload (UITableView's
  /// row updates, and a keyboard type, as stubbed for the client trial of 2026-12-07).
  func append(_ row: String) {
    rows.append(row)
    let path = IndexPath(row: rows.count - 1, section: 0)
    tableView.performBatchUpdates {
      self.tableView.insertRows(at: [path], with: .automatic)
    } completion: { _ in }
    tableView.reloadRows(at: [path], with: UITableView.RowAnimation.fade)
    let keyboard: UIKeyboardType = .decimalPad
    _ = keyboard
  }

  private static func reload() async throws {
    try await Task.sleep(for: .milliseconds(10))
  }
}

/// The same engine behind a UIScrollView in SwiftUI, with a coordinator that owns the refresh
/// control.
struct SelfTestRefreshableList: UIViewRepresentable {
  let engine: RefreshCoordinator
  var isEnabled: Bool

  func makeCoordinator() -> Coordinator {
    Coordinator(engine: engine)
  }

  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView()
    scrollView.alwaysBounceVertical = true
    context.coordinator.attach(to: scrollView)
    return scrollView
  }

  func updateUIView(_ uiView: UIScrollView, context: Context) {
    let alpha: CGFloat = isEnabled ? 1 : 0.5
    if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
      UIView.animate(.smooth) { uiView.alpha = alpha }
    } else {
      UIView.animate(withDuration: 0.25) { uiView.alpha = alpha }
    }
    uiView.isScrollEnabled = isEnabled
  }

  static func dismantleUIView(_ uiView: UIScrollView, coordinator: Coordinator) {
    coordinator.detach(from: uiView)
  }

  /// Owns the refresh control and forwards its action to the engine.
  @MainActor final class Coordinator {
    let engine: RefreshCoordinator
    private let control = UIRefreshControl()

    init(engine: RefreshCoordinator) {
      self.engine = engine
    }

    func attach(to scrollView: UIScrollView) {
      control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .primaryActionTriggered)
      scrollView.refreshControl = control
    }

    func detach(from scrollView: UIScrollView) {
      scrollView.refreshControl = nil
      engine.disappeared()
    }

    private func refresh() {
      Task {
        _ = await engine.refresh()
        control.endRefreshing()
      }
    }
  }
}

/// A settings screen built from a stack of configured buttons (the stubs of UIButton,
/// UIButton.Configuration and UIStackView compile on every run).
final class SelfTestButtonsViewController: UIViewController {
  private var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    var tinted = UIButton.Configuration.tinted()
    tinted.title = "Tinted"
    tinted.image = UIImage(systemName: "star")
    tinted.baseBackgroundColor = .systemBlue
    let filled = UIButton(configuration: .filled(), primaryAction: UIAction { [weak self] _ in
      self?.taps += 1
    })
    let plain = UIButton(type: .system, primaryAction: UIAction(title: "Plain") { _ in })
    plain.setTitle("Plain", for: .normal)
    plain.addAction(UIAction { _ in }, for: .touchUpInside)
    let others = [UIButton.Configuration.plain(), .gray(), .bordered(), .borderedProminent()]
      .map { UIButton(configuration: $0) }
    let stack = UIStackView(arrangedSubviews: [filled, UIButton(configuration: tinted), plain])
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .center
    stack.distribution = .fillEqually
    stack.isLayoutMarginsRelativeArrangement = true
    others.forEach(stack.addArrangedSubview)
    view.addSubview(stack)
  }
}

/// A chat written from the UIKit article ("Loading the previous page").
///
/// Opened at its newest message, older messages load above as the reader scrolls up and the rows
/// on screen stay where they are; a pull refreshes nothing. New messages arrive below; one
/// deleted above goes through `performUpdatesAbove`, so the rows on screen do not move up either.
final class SelfTestChatViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let pager = PullToRefreshController(coordinator: RefreshCoordinator(action: nil))
  private var messages = (181...200).map { "Message \($0)" }
  private var oldest = 181
  private var isOpened = false

  /// Whether older messages are loading (a title that says "Loading…", say).
  var isLoadingOlder: Bool { pager.loadPreviousPhase == .loading }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    pager.refreshes = false
    pager.loadPreviousAction = { [weak self] in
      guard let self else { return .end }
      return try await self.loadOlder()
    }
    pager.attach(to: tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !isOpened, !messages.isEmpty else { return }
    isOpened = true
    let newest = IndexPath(row: messages.count - 1, section: 0)
    tableView.scrollToRow(at: newest, at: .bottom, animated: false)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isLoadingOlder { pager.cancelLoadPrevious() }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  /// A message that arrives: below the reader's rows, inserted as usual.
  func received(_ message: String) {
    messages.append(message)
    tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
  }

  /// The first message deleted by its author: a row removed above the reader's rows.
  func deleteFirstMessage() {
    guard !messages.isEmpty else { return }
    pager.performUpdatesAbove {
      messages.removeFirst()
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    }
  }

  /// The conversation reloaded from the server: the top end starts over.
  func reloaded(_ latest: [String], hasOlder: Bool) {
    messages = latest
    tableView.reloadData()
    pager.resetLoadPrevious(hasMore: hasOlder)
  }

  private func loadOlder() async throws -> LoadMoreResult {
    try await Task.sleep(for: .milliseconds(300))
    let page = (max(1, oldest - 20)..<oldest).map { "Message \($0)" }
    oldest -= page.count
    // The last step before returning, without animation: the controller keeps the rows.
    messages.insert(contentsOf: page, at: 0)
    UIView.performWithoutAnimation {
      tableView.insertRows(at: page.indices.map { IndexPath(row: $0, section: 0) }, with: .none)
    }
    return oldest > 1 ? .more : .end
  }
}
