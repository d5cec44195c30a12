// Client code of the kind a new Xcode 26 app project holds: built with default main-actor
// isolation (SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor) and Approachable Concurrency
// (SWIFT_APPROACHABLE_CONCURRENCY = YES, whose features beyond Swift 6 mode are
// NonisolatedNonsendingByDefault and InferIsolatedConformances). Nothing here is annotated for
// isolation: in such an app every unannotated declaration is on the main actor.
//
// AppleCheck/check-apple-code.sh checks this file on every run in that mode only (the
// main-actor-default pass and the platform passes; `--main-actor-default FILE` adds files of
// your own the same way). It need not compile without it, and does not: in plain Swift 6 the
// unannotated model below is not Sendable, and `await model.reload()` from the main actor is
// "sending 'self.model' risks causing data races". The self-test also uses it as a subject
// (`appclient`): keep it correct, and the mutated pieces (`MUTANTS` in check-apple-code.sh)
// occurring exactly once.

import PullToRefreshUI
import SwiftUI

// MARK: - A model class without annotations

/// The app's mail, refreshed by a pull. Unannotated: in this mode it is main-actor isolated, so
/// `.pullToRefresh { await model.reload() }` hands nothing across actors.
final class AppMailModel {
  var subjects: [String] = []
  var lastError: (any Error)?

  func reload() async {
    do {
      try await Task.sleep(for: .milliseconds(10))
      subjects.insert("Subject \(subjects.count + 1)", at: 0)
    } catch {
      lastError = error
    }
  }
}

/// The same kind of model, observable (Xcode 26's template model is `@Observable` too).
@Observable
final class AppObservableModel {
  var count = 0

  func reload() async throws {
    try await Task.sleep(for: .milliseconds(10))
    count += 1
  }
}

// MARK: - A custom PullToRefreshStyle

/// A style of the app's own: main-actor isolated by default, conforming to a `Sendable` protocol
/// whose one requirement, `makeBody(configuration:)`, is `@MainActor`.
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct AppDotStyle: PullToRefreshStyle {
  var color: Color = .accentColor
  var size: Double = 10

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      ForEach(0..<3, id: \.self) { index in
        Circle()
          .fill(color)
          .frame(width: size, height: size)
          .opacity(dotOpacity(index, configuration.indicator.ringFraction))
      }
    }
    .opacity(configuration.indicator.opacity)
    .accessibilityHidden(true)
  }

  /// A helper of the style: main-actor isolated too, called from `makeBody`.
  private func dotOpacity(_ index: Int, _ fraction: Double) -> Double {
    fraction * 3 > Double(index) ? 1 : 0.25
  }
}

// MARK: - Views

/// The action form, with the unannotated model in `@State` and the app's style.
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct AppMailList: View {
  @State private var model = AppMailModel()

  var body: some View {
    List {
      ForEach(model.subjects, id: \.self) { subject in
        Text(subject)
      }
    }
    .pullToRefresh { await model.reload() }
    .pullToRefreshStyle(AppDotStyle())
  }
}

/// A coordinator kept in `@State`, made in the view's initializer from the model it refreshes,
/// refreshed from code too (a toolbar button, and once when the view appears).
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct AppCoordinatedList: View {
  @State private var model: AppObservableModel
  @State private var coordinator: RefreshCoordinator
  @State private var phaseText = ""

  init(model: AppObservableModel = AppObservableModel()) {
    _model = State(initialValue: model)
    _coordinator = State(initialValue: RefreshCoordinator { try await model.reload() })
  }

  var body: some View {
    ScrollView {
      Text("Refreshed \(model.count) times")
      Text(phaseText).font(.caption)
    }
    .pullToRefresh(coordinator)
    .toolbar {
      Button("Refresh") {
        Task { _ = await coordinator.refresh() }
      }
    }
    .task {
      _ = coordinator.addEventHandler { event in
        if case .phaseChanged(let phase) = event { phaseText = "\(phase)" }
      }
      _ = await coordinator.refresh()
    }
  }
}

/// The controlled form: the flag is the app's, the work the model's.
@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct AppFlagList: View {
  @State private var model = AppMailModel()
  @State private var isRefreshing = false

  var body: some View {
    ScrollView {
      ForEach(model.subjects, id: \.self) { Text($0) }
    }
    .pullToRefresh(isRefreshing: $isRefreshing) { await model.reload() }
    .pullToRefreshConfiguration(RefreshConfiguration(threshold: .points(80)))
  }
}
