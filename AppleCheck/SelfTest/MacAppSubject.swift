// apple-check: platforms macOS 15
// The self-test subject `macapp` of AppleCheck/check-apple-code.sh --self-test: a file of a macOS
// app whose deployment target is macOS 15, which its platforms line above declares. It uses macOS
// 15 API without `if #available`, as such an app may: the macOS pass must check it at macOS 15,
// not at the package's floor. Its mutants take the version off that line (the macOS 15 API is
// then refused at the floor) and give a version below the floor (an app cannot have it). It also
// keeps declarations the stubs gained in the client trial of 2026-12-07 compiled on every run.

import PullToRefreshUI
import SwiftUI

/// A feed whose rows start at the bottom and dim when the window is not key.
struct SelfTestMacFeed: View {
  @Environment(\.appearsActive) private var appearsActive
  @State private var entries: [SelfTestMacEntry] = []
  @State private var selection: SelfTestMacEntry.ID?
  @State private var position = ScrollPosition(edge: .bottom)

  var body: some View {
    NavigationSplitView {
      List(entries, selection: $selection) { entry in
        Text(entry.title).font(.body.monospaced())
      }
      .navigationSplitViewColumnWidth(min: 180, ideal: 220)
      .pullToRefresh { await reload() }
    } detail: {
      ScrollView {
        LazyVStack { ForEach(entries) { Text($0.title) } }
      }
      .defaultScrollAnchor(.bottom, for: .initialOffset)  // macOS 15
      .scrollPosition($position)  // macOS 15
      .opacity(appearsActive ? 1 : 0.6)  // back-deployed to macOS 10.15
      .overlay {
        if entries.isEmpty {
          ContentUnavailableView("No entries", systemImage: "tray")
        }
      }
    }
    .controlSize(.small)
  }

  func reload() async {}
}

struct SelfTestMacEntry: Identifiable, Hashable {
  let id: Int
  var title: String
}
