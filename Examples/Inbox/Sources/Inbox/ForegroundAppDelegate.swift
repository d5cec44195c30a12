#if os(macOS)
import AppKit

/// Makes the app started by `swift run` an ordinary app: a Dock icon, a menu bar, a window in
/// front that takes the keyboard, and quitting when that window closes.
///
/// An executable without a bundle (no `Info.plist`) starts with the `.prohibited` activation
/// policy; an app in a bundle starts `.regular`, and for it this changes nothing.
@MainActor
final class ForegroundAppDelegate: NSObject, NSApplicationDelegate {
  func applicationDidFinishLaunching(_ notification: Notification) {
    NSApp.setActivationPolicy(.regular)
    NSApp.activate()
    NSApp.windows.first?.makeKeyAndOrderFront(nil)
  }

  func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
    true
  }
}
#endif
