"""The main window and what hangs off it: menus, dialogs, search, filters, detail pane."""
