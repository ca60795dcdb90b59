"""Running layouts off the GUI thread (in a thread or a child process), newest request wins."""
