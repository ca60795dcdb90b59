"""Layouts of big views: computed in a child process, remembered in the cache. No Qt."""
