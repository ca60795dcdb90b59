"""The app refuses to export a graph over a file it was opened from, by any name."""

from __future__ import annotations

import os

from explorer.paths import DEFAULT_CORPUS


def test_graph_export_onto_the_open_corpus_is_refused(window, errors, tmp_path):
    corpus = tmp_path / "corpus.json"  # the open corpus, named as a graph file could be
    corpus.write_bytes(DEFAULT_CORPUS.read_bytes())
    window.model.source = [str(corpus)]
    before = corpus.read_bytes()
    link = tmp_path / "link.json"
    link.symlink_to(corpus)
    for target in (corpus, link):
        assert window.export_graph(str(target)) is False
    hard = tmp_path / "hard.json"
    os.link(corpus, hard)
    assert window.export_graph(str(hard)) is False
    assert corpus.read_bytes() == before
    assert len(errors) == 3
    assert errors[0] == (
        f"{corpus}: the graph file is an input file; writing it would destroy that input, "
        "so choose another output"
    )
    assert errors[1].startswith(f"{link}: the graph file is an input file ({corpus})")
    assert window.export_graph(str(tmp_path / "graph.json")) is True  # another name is fine
