import PullToRefreshUI
import SwiftUI

/// The settings: the threshold in points, the trigger, the indicator's look, and the simulation
/// (what the server does, switches that make the next refresh or the next page of a
/// conversation fail).
public struct SettingsSheet: View {
  @Binding private var settings: RefreshSettings
  @Bindable private var mailbox: Mailbox
  @Environment(\.dismiss) private var dismiss

  /// Makes the sheet.
  ///
  /// - Parameters:
  ///   - settings: the pull's settings, changed as the controls move.
  ///   - mailbox: the mailbox whose server the simulation sets.
  public init(settings: Binding<RefreshSettings>, mailbox: Mailbox) {
    _settings = settings
    self.mailbox = mailbox
  }

  /// The sheet.
  public var body: some View {
    NavigationStack {
      Form {
        Section {
          LabeledContent("Threshold", value: "\(Int(settings.threshold)) pt")
          Slider(value: $settings.threshold, in: RefreshSettings.thresholdRange, step: 10) {
            Text("Threshold")
          }
          Picker("Start the refresh", selection: $settings.trigger) {
            Text("On release").tag(RefreshConfiguration.Trigger.onRelease)
            Text("At the threshold").tag(RefreshConfiguration.Trigger.onThreshold)
          }
        } header: {
          Text("Pull")
        } footer: {
          Text("How far the content must be pulled, and whether the refresh waits for the release.")
        }
        Section("Indicator") {
          Picker("Style", selection: $settings.indicator) {
            ForEach(IndicatorChoice.allCases) { choice in
              Text(choice.title).tag(choice)
            }
          }
        }
        Section {
          Picker("Server", selection: $mailbox.server) {
            ForEach(MailServer.allCases) { server in
              Text(server.title).tag(server)
            }
          }
          Toggle("Fail the next refresh", isOn: $mailbox.failsNextRefresh)
          Toggle("Fail the next page of earlier messages", isOn: $mailbox.failsNextEarlierPage)
        } header: {
          Text("Simulation")
        } footer: {
          Text(
            "Empty mailbox: the next refresh leaves no messages (\"No Mail\"). Offline: every "
              + "refresh fails; with no messages the error shows with Try Again. Both can be "
              + "pulled. Fail the next refresh: the indicator shows the failure over the messages. "
              + "Fail the next page of earlier messages: scrolling up a conversation shows "
              + "\"Couldn't load previous\" with Retry."
          )
        }
      }
      .formStyle(.grouped)
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
    #if os(macOS)
    .frame(minWidth: 400, minHeight: 480)
    #endif
  }
}
