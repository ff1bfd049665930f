import AudioGraph
import Foundation

/// Where `audiograph explore` keeps its settings (``ExploreSettings``):
/// `$XDG_CONFIG_HOME/audiograph/settings`, or `~/.config/audiograph/settings` when
/// `XDG_CONFIG_HOME` is unset, empty or not an absolute path (the XDG Base Directory rule).
struct ExploreSettingsFile {
  let path: String

  /// The file's place for this user; `nil` when neither `XDG_CONFIG_HOME` nor `HOME` gives one.
  init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let base: String
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = config
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.config"
    } else {
      return nil
    }
    path = base + "/audiograph/settings"
  }

  /// The settings in the file; the defaults when there is none. Each line that cannot be read
  /// is reported on standard error ("…/settings: line 3: unknown setting 'colour'; skipped").
  func read() -> ExploreSettings {
    guard FileManager.default.fileExists(atPath: path) else { return ExploreSettings() }
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      StandardError.write(
        "\(path): warning: cannot read the settings (not UTF-8 text, or unreadable); using the defaults")
      return ExploreSettings()
    }
    let (settings, problems) = ExploreSettings.parse(text)
    for problem in problems { StandardError.write("\(path): \(problem)") }
    return settings
  }

  /// Writes `settings`, whole or not at all: to a new file beside it, then renamed over it. The
  /// folder is made (only for this user) when missing. Returns a one-line problem on failure.
  func write(_ settings: ExploreSettings) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let temporary = folder + "/.settings-\(getpid()).tmp"
      guard FileManager.default.createFile(atPath: temporary, contents: Data(settings.fileText.utf8)) else {
        return "\(path): warning: cannot write the settings (\(String(cString: strerror(errno))))"
      }
      guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        return "\(path): warning: cannot write the settings (\(reason))"
      }
      return nil
    } catch {
      return "\(path): warning: cannot write the settings (\(error.localizedDescription))"
    }
  }
}
