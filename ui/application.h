#pragma once

class QApplication;

namespace paydesk::ui {

// The window side of `paydesk`: parses --profile and --pane, opens the profiles, the keychain
// and the session, shows the main window and runs the event loop. Returns the exit code.
int runWindow(QApplication &app);

} // namespace paydesk::ui
