"""Whole-paper extraction: offsets into the original abstract, sentences, labels, batching."""

from __future__ import annotations

import gc
import re
import subprocess
import sys
import threading

import pytest

from explorer.model import Paper
from explorer.nlp.extract import Cancelled, extract_papers, readable_label, title_names
from explorer.nlp.pipeline import (
    COMPONENTS,
    EXTRACTOR_REVISION,
    build_pipeline,
    extractor_version,
)
from explorer.nlp.resources import resources_version
from explorer.nlp.serial import _through_pipeline
from explorer.nlp.textprep import prepare
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import load_papers

HELDOUT = ROOT / "bench" / "heldout" / "heldout_corpus.jsonl"


@pytest.fixture(scope="module")
def corpus_extractions(nlp):
    papers = load_papers([DEFAULT_CORPUS, HELDOUT])
    return extract_papers(papers, nlp=nlp)


def _letters(text: str) -> str:
    """ASCII letters and digits, LaTeX command names removed: what a highlight must cover."""
    return re.sub(r"[^A-Za-z0-9]", "", re.sub(r"\\[A-Za-z]+", "", text))


def test_offsets_map_back_past_latex_and_markdown(extract):
    abstract = (
        r"With $\mathcal{O}(n)$ cost and 3$\times$ gains, **QuokkaNet** beats "
        r"\textit{HyperSketch} and $\alpha$-TCVAE on *CIFAR-10*."
    )
    found = extract(abstract)
    got = [(m.text, abstract[m.start : m.end]) for m in found.mentions]
    assert got == [
        ("QuokkaNet", "QuokkaNet"),
        ("HyperSketch", "HyperSketch"),
        ("α-TCVAE", r"$\alpha$-TCVAE"),
        ("CIFAR-10", "CIFAR-10"),
    ]


def test_every_mention_in_real_abstracts_maps_back_and_has_its_sentence(corpus_extractions):
    mentions = 0
    for ex in corpus_extractions:
        abstract = ex.paper.abstract
        for m in ex.mentions:
            mentions += 1
            assert 0 <= m.sent_start <= m.start < m.end <= len(abstract)
            assert _letters(abstract[m.start : m.end]) == _letters(m.text), (ex.paper.id, m)
            assert m.text in m.sentence, (ex.paper.id, m)
            assert m.label in {"METHOD", "MODEL", "DATASET", "HARDWARE", "TASK"}
            assert m.canonical
    assert mentions > 300


def test_every_claim_in_real_abstracts_has_its_sentence(corpus_extractions):
    claims = [(ex, c) for ex in corpus_extractions for c in ex.claims]
    assert len(claims) > 20
    for ex, c in claims:
        assert c.text in c.sentence
        assert ex.paper.abstract[c.start : c.end].startswith(c.text.split("×")[0].split("%")[0])


def test_claim_offsets_cover_latex_units(corpus_extractions):
    for ex in corpus_extractions:
        for c in ex.claims:
            assert prepare(ex.paper.abstract[c.start : c.end]).text == c.text


def test_sentences_come_from_the_cleaned_text(extract):
    abstract = "We study models. Then **QuokkaNet** runs 3$\\times$ faster. It is small."
    found = extract(abstract)
    (mention,) = found.mentions
    assert mention.sentence == "Then QuokkaNet runs 3× faster."
    assert abstract[mention.sent_start :].startswith("Then **QuokkaNet**")
    (claim,) = found.claims
    assert claim.sentence == mention.sentence


def test_readable_label_prefers_title_then_proposed_then_words():
    untitled = Paper(id="x", abstract="")
    assert readable_label(Paper(id="x", abstract="", title=" A Title "), ["Q"], "t") == "A Title"
    assert readable_label(untitled, ["QuokkaNet", "QN"], "text") == "QuokkaNet"
    words = "Deep networks are expensive to train and we study why here"
    assert readable_label(untitled, [], words) == "Deep networks are expensive to train and we…"
    assert readable_label(untitled, [], "Short  text\nhere.") == "Short text here."
    assert readable_label(Paper(id="x", abstract="", title="   "), [], "ab cd") == "ab cd"


def test_untitled_papers_get_readable_labels(nlp):
    papers = [
        Paper(id="h1", abstract="We propose QuokkaNet, a graph model. It is fast."),
        Paper(id="h2", abstract="Deep networks are expensive to train, and nobody knows why yet."),
    ]
    labels = [e.label for e in extract_papers(papers, nlp=nlp)]
    assert labels == ["QuokkaNet", "Deep networks are expensive to train, and nobody…"]


def test_title_names():
    assert title_names("TabFlex: Scaling Tabular Learning") == ["TabFlex"]
    assert title_names("QuokkaNet v2: Fast Graphs") == ["QuokkaNet v2"]
    assert title_names("Chronos: Learning the Language of Time") == ["Chronos"]
    assert title_names("Sparse Flow: Fast Sampling") == []  # ordinary words: not a name
    assert title_names("On the Hardness of Everything: A Survey") == []
    assert title_names("No colon in this title") == []


def test_extractor_version_is_revision_plus_resource_hash():
    version = extractor_version()
    assert re.fullmatch(rf"{re.escape(EXTRACTOR_REVISION)}-[0-9a-f]{{12}}", version)
    assert extractor_version() == version
    assert version.endswith(resources_version())


def test_resource_hash_is_the_same_in_another_process():
    code = "from explorer.nlp.resources import resources_version; print(resources_version())"
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "12345", "PATH": ""},
        cwd=ROOT,
    )
    assert out.stdout.strip() == resources_version()


def test_the_pipeline_is_a_spacy_pipeline(nlp):
    assert nlp.pipe_names == list(COMPONENTS)
    doc = nlp("We propose TabFlex, a model that runs 2× faster than TabPFN on an A100 GPU.")
    spans = [(s.text, s.label_, s.kb_id_) for s in doc.spans["mentions"]]
    assert spans == [
        ("TabFlex", "METHOD", "TabFlex"),
        ("TabPFN", "METHOD", "TabPFN"),
        ("A100 GPU", "HARDWARE", "NVIDIA A100"),
    ]
    assert [(e.text, e.label_) for e in doc.ents] == [(t, lab) for t, lab, _ in spans]


def test_a_batch_through_the_pipeline_component_by_component_is_nlp_pipe(nlp):
    # serial._through_pipeline runs each component over the whole batch; nlp.pipe streams
    # each doc through them all: the docs must come out the same.
    papers = load_papers([DEFAULT_CORPUS])[:40]
    texts = [prepare(p.abstract).text for p in papers]

    def found(docs):
        return [
            (
                [(c.start, c.end, c.label, c.canonical, c.family) for c in d._.mentions],
                list(d._.proposed),
                [(c.start, c.end, c.value, c.unit, c.kind) for c in d._.claims],
            )
            for d in docs
        ]

    staged = _through_pipeline(nlp, [nlp.make_doc(t) for t in texts])
    assert found(staged) == found(nlp.pipe(texts))
    assert sum(len(mentions) for mentions, _, _ in found(staged)) > 200


def test_extract_papers_keeps_order_and_reports_progress(nlp):
    papers = [Paper(id=f"p{i}", abstract=f"We propose Quokka{i}Net for graphs.") for i in range(7)]
    calls = []
    out = extract_papers(papers, nlp=nlp, batch_size=3, progress=lambda d, t: calls.append((d, t)))
    assert [e.paper.id for e in out] == [p.id for p in papers]
    assert [e.proposed for e in out] == [[f"Quokka{i}Net"] for i in range(7)]
    assert calls == [(3, 7), (6, 7), (7, 7)]
    assert extract_papers([], nlp=nlp) == []


def test_cancel_between_batches(nlp):
    papers = [Paper(id=f"p{i}", abstract="We propose QuokkaNet.") for i in range(6)]
    cancel = threading.Event()
    done = []

    def progress(d: int, total: int) -> None:
        done.append(d)
        cancel.set()

    with pytest.raises(Cancelled):
        extract_papers(papers, nlp=nlp, batch_size=2, progress=progress, cancel=cancel)
    assert done == [2]
    with pytest.raises(Cancelled):
        extract_papers(papers, nlp=nlp, cancel=cancel)


@pytest.mark.slow
def test_two_processes_give_the_same_result(nlp):
    papers = load_papers([DEFAULT_CORPUS])
    serial = extract_papers(papers, nlp=nlp)
    calls = []
    parallel = extract_papers(
        papers, n_process=2, batch_size=8, progress=lambda d, t: calls.append((d, t))
    )
    assert [e.to_dict() for e in parallel] == [e.to_dict() for e in serial]
    assert calls[-1] == (len(papers), len(papers))


def test_bulk_pipeline_skips_doc_entities_but_extracts_the_same(nlp):
    text = "We propose TabFlex, a model that runs 2× faster than TabPFN on an A100 GPU."
    bulk = build_pipeline(doc_entities=False)
    assert len(nlp(text).ents) == 3
    assert len(bulk(text).ents) == 0 and "mentions" not in bulk(text).spans
    papers = load_papers([DEFAULT_CORPUS])[:10]
    assert [e.to_dict() for e in extract_papers(papers, nlp=bulk)] == [
        e.to_dict() for e in extract_papers(papers, nlp=nlp)
    ]


def test_mathematical_objects_are_not_entities(extract):
    found = extract(
        "We bound the Jensen-Shannon divergence and the Nash equilibrium by the mutual "
        "information (MI) of the model, using Carathéodory's theorem. We train a Gaussian "
        "process on Monarch matrices."
    )
    names = [m.text for m in found.mentions]
    for maths in ("Jensen-Shannon", "Nash equilibrium", "mutual information", "MI"):
        assert maths not in names
    assert not any("Carathéodory" in name for name in names)
    assert "Gaussian process" in names


def test_extraction_alone_does_not_import_networkx():
    """The extract command's modules and pipeline leave NetworkX (the graph's) unloaded."""
    code = (
        "import sys\n"
        "import explorer.cli, explorer.pipeline, explorer.store.cache\n"
        "from explorer.nlp.extract import extract_papers\n"
        "from explorer.model import Paper\n"
        "extract_papers([Paper(id='p', abstract='We propose QuokkaNet on A100 GPUs.')])\n"
        "print('networkx' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize("enabled", [True, False])
def test_extraction_leaves_the_collector_as_it_found_it(nlp, enabled):
    papers = [Paper(id=str(i), abstract=f"We propose QuokkaNet{i}.") for i in range(5)]
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        extract_papers(papers, nlp=nlp, batch_size=2)
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()
