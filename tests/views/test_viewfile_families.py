"""Saved views carry "Group by family" and "Show generic concepts"."""

from __future__ import annotations

import json
from dataclasses import asdict

import pytest

from explorer.errors import ExplorerError
from explorer.state.filters import ViewFilters as AppFilters
from explorer.views.viewfile import CorpusRef, SavedView, ViewFilters, read_view, write_view


def test_the_switches_round_trip_and_match_the_app_filters(tmp_path):
    path = tmp_path / "v.explorer-view.json"
    filters = ViewFilters(group_by_family=True, include_generic=True)
    write_view(path, SavedView(corpus=(CorpusRef("c.jsonl", "ab" * 32),), filters=filters))
    assert read_view(path).filters == filters
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["filters"]["group_by_family"] is True
    assert AppFilters(**asdict(read_view(path).filters)).group_by_family
    assert asdict(AppFilters()).keys() == asdict(ViewFilters()).keys()


def test_a_view_without_them_uses_the_defaults_and_a_bad_value_is_named(tmp_path):
    path = tmp_path / "v.explorer-view.json"
    write_view(path, SavedView(corpus=(CorpusRef("c.jsonl", "ab" * 32),)))
    document = json.loads(path.read_text(encoding="utf-8"))
    del document["filters"]["group_by_family"], document["filters"]["include_generic"]
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    filters = read_view(path).filters
    assert not filters.group_by_family and not filters.include_generic
    document["filters"]["group_by_family"] = "yes"
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    with pytest.raises(ExplorerError) as err:
        read_view(path)
    assert "group_by_family" in str(err.value) and "v.explorer-view.json" in str(err.value)
