#pragma once

class QWidget;

namespace paydesk::ui {

// Help ▸ About PayDesk: the version, the Qt it was built with and runs on, and the licences.
void showAboutBox(QWidget *parent);

} // namespace paydesk::ui
