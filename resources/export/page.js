// Exported graph page: draws the network and explains the selected node.
// Corpus text is untrusted. It only ever reaches the DOM through textContent,
// element properties or vis-network's plain-text tooltips, never as markup.
// Each corpus string is bidi-isolated: an element holding text gets dir="auto",
// and strings joined on one line (authors, venue and year) each get a <bdi>.
(function () {
  "use strict";

  const RELATION_ORDER = [
    "proposes", "uses", "uses_model", "evaluates_on", "targets_hardware", "addresses_task",
  ];
  const BIG_GRAPH = { nodes: 800, edges: 2500 };
  const CROWDED_VIEW = 60;
  const MAX_RESULTS = 12;
  const MAX_LISTED = 200;
  const EDGE_OPACITY = 0.55;
  const FADED_LABEL = "rgba(52, 64, 84, 0.16)";

  const data = JSON.parse(document.getElementById("graph-data").textContent);
  const { types, details, links } = data;
  // The page's words, in the language it was exported in (explorer.export.page_text).
  const TEXT = data.text || { words: {}, relations: {}, plurals: {} };
  const RELATION_TITLES = TEXT.relations;
  const keyIndex = new Map(details.map((d, i) => [d.key, i]));
  const adjacency = details.map(() => []);
  data.edges.forEach((e, j) => {
    adjacency[e.from].push(j);
    if (e.to !== e.from) adjacency[e.to].push(j);
  });
  const degree = adjacency.map((edges) => edges.length);
  const hiddenTypes = new Set();
  // Years: the corpus years, each paper's year (d.y) and each concept's shares (d.trend).
  const time = data.time || { years: [], papers: [], note: "" };
  const yearHidden = details.map(() => false);
  let yearRange = null; // [first, last] shown, or null for every paper
  const panel = document.getElementById("panel");
  let network = null;
  let nodes = null;
  let edges = null;
  let emphasised = false;
  let clickedOnCanvas = false;

  // ---- small DOM helpers (text only) ----
  function own(table, key) {
    return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  }
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) {
      node.textContent = String(text);
      node.dir = "auto";
    }
    return node;
  }
  // One line of several strings, each in its own <bdi>, with separators between them.
  function joined(tag, className, parts, separator) {
    const node = el(tag, className);
    parts.forEach((part, k) => {
      if (k) node.appendChild(document.createTextNode(separator));
      add(node, el("bdi", "", part));
    });
    return node;
  }
  function add(parent, ...children) {
    for (const child of children) if (child) parent.appendChild(child);
    return parent;
  }
  function put(parent, child) {
    parent.appendChild(child);
    return child;
  }
  function typeOf(i) { return types[details[i].t]; }
  function names(i) { return [details[i].label, ...(details[i].aliases || [])]; }
  function colored(node, color) { node.style.setProperty("--c", color); return node; }
  function dot(color) { return colored(el("span", "dot"), color); }
  function nodeHash(i) { return "#node=" + encodeURIComponent(details[i].key); }
  function nodeLink(i, className, text) {
    const a = el("a", className || "nodelink", text === undefined ? details[i].label : text);
    a.href = nodeHash(i);
    return colored(a, typeOf(i).color);
  }
  function safeUrl(url) {
    let parsed;
    try { parsed = new URL(String(url).trim()); } catch (err) { return null; }
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  }
  function webLink(name, url) {
    const href = safeUrl(url);
    if (href === null) return joined("span", "badlink", [name, url], say("not_web"));
    const a = joined("a", "weblink", [name, "↗"], " ");
    a.href = href;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    a.title = href;
    return a;
  }
  function badge(i) {
    return add(el("div", "badge"), dot(typeOf(i).color), el("span", "", typeTag(details[i].t)));
  }
  function section(title) { return el("h3", "", title); }
  // A text of the page with its {name} fields filled in one pass (values are never rescanned).
  function say(key, values) {
    const text = String(own(TEXT.words, key) ?? key);
    return text.replace(/\{(\w+)\}/g, (m, name) => (values && own(values, name) !== undefined ? String(values[name]) : m));
  }
  // Qt's plural forms: English has "one" and "other", Chinese a single form.
  function plural(n, key) {
    const forms = own(TEXT.plurals, key) || ["%Ln " + key];
    const form = forms.length > 1 && n !== 1 ? forms[1] : forms[0];
    return form.split("%Ln").join(n.toLocaleString("en")).split("%n").join(String(n));
  }
  function typeTag(t) { return types[t].tag || types[t].name; }
  function relationName(r) { const style = own(data.relations || {}, r); return style ? style.label : String(r).replace(/_/g, " "); }
  function neighbours(i) {
    return adjacency[i].map((j) => {
      const e = data.edges[j];
      return { node: e.from === i ? e.to : e.from, link: links[j] };
    });
  }
  function byWeight(a, b) { return (Number(b.link.w) || 0) - (Number(a.link.w) || 0); }
  function shape(name, color) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "-7 -7 14 14");
    svg.setAttribute("width", "14");
    svg.setAttribute("height", "14");
    const points = {
      square: [[-5, -5], [5, -5], [5, 5], [-5, 5]],
      diamond: [[0, -6.5], [6.5, 0], [0, 6.5], [-6.5, 0]],
      triangle: [[0, -6], [6, 5], [-6, 5]],
      hexagon: [0, 1, 2, 3, 4, 5].map((k) => [6 * Math.cos(k * Math.PI / 3), 6 * Math.sin(k * Math.PI / 3)]),
      star: [...Array(10).keys()].map((k) => {
        const r = k % 2 ? 2.7 : 6.5;
        const a = -Math.PI / 2 + k * Math.PI / 5;
        return [r * Math.cos(a), r * Math.sin(a)];
      }),
    }[name];
    const mark = document.createElementNS(ns, points ? "polygon" : "circle");
    if (points) mark.setAttribute("points", points.map((p) => p.join(",")).join(" "));
    else { mark.setAttribute("r", "5.5"); }
    mark.setAttribute("fill", color);
    svg.appendChild(mark);
    return svg;
  }

  // ---- the side panel ----
  function clearPanel() { panel.replaceChildren(); }

  function renderOverview() {
    clearPanel();
    document.body.removeAttribute("data-selected");
    add(panel, el("h2", "", say("overview")));
    const papers = details.filter((d) => d.kind === "paper").length;
    const concepts = details.filter((d) => d.kind === "concept").length;
    const counts = [];
    if (papers) counts.push(plural(papers, "paper"));
    if (concepts) counts.push(plural(concepts, "concept"));
    if (details.length > papers + concepts) counts.push(plural(details.length - papers - concepts, "other"));
    add(panel, el("p", "meta", counts.length ? counts.join(" · ") : say("empty")));
    add(panel, el("p", "note", say("hint")));
    if (time.note) add(panel, el("p", "note", time.note));
    const ranked = details.map((d, i) => i).sort((a, b) => degree[b] - degree[a]);
    const lists = [
      [say("top_concepts"), ranked.filter((i) => details[i].kind !== "paper").slice(0, 12)],
      [say("top_papers"), ranked.filter((i) => details[i].kind === "paper").slice(0, 6)],
    ];
    for (const [title, top] of lists) {
      if (!top.length) continue;
      add(panel, section(title));
      const list = put(panel, el("ul"));
      for (const i of top) {
        add(list, add(el("li", "row"), dot(typeOf(i).color), nodeLink(i),
          el("span", "more", plural(degree[i], "link"))));
      }
    }
  }

  // Segments (explorer.export.details): [text], [text, type, node] (a mention) or
  // [text, -1, -1, style, href]: LaTeX and Markdown already rendered in Python; every
  // piece goes into the DOM as text, and only an http(s) href becomes a link.
  const STYLE_TAGS = [["c", "code"], ["i", "em"], ["b", "strong"]];
  function styledText(text, style, href) {
    let node = document.createTextNode(text);
    for (const [flag, tag] of STYLE_TAGS) {
      if (!String(style || "").includes(flag)) continue;
      const wrap = document.createElement(tag);
      wrap.appendChild(node);
      node = wrap;
    }
    const url = href ? safeUrl(href) : null;
    if (url === null) return node;
    const a = add(el("a", "weblink"), node);
    a.href = url;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    a.title = url;
    return a;
  }
  function richText(box, segments) {
    for (const [text, t, target, style, href] of segments) {
      if (t === undefined || t < 0) { box.appendChild(styledText(text, style, href)); continue; }
      const span = target >= 0 ? nodeLink(target, "mention", text) : el("span", "mention", text);
      colored(span, types[t].color).title = typeTag(t);
      box.appendChild(span);
    }
    return box;
  }
  function renderAbstract(segments) {
    const box = el("p", "abstract");
    box.dir = "auto";
    return richText(box, segments);
  }

  function nodeChip(i, note) {
    const chip = add(nodeLink(i, "chip", ""), dot(typeOf(i).color), el("span", "", details[i].label));
    if (note) add(chip, el("span", "weight", note));
    return chip;
  }

  function renderPaper(i) {
    const d = details[i];
    add(panel, badge(i), el("h2", "", d.title || d.label));
    const meta = [d.venue, d.year].filter(Boolean);
    if (meta.length) add(panel, joined("p", "meta", meta, " · "));
    if (d.authors.length) add(panel, joined("p", "authors", d.authors, ", "));
    if (d.links.length) {
      const row = put(panel, el("div", "links"));
      for (const [name, url] of d.links) add(row, webLink(name, url));
    }
    const groups = new Map();
    for (const n of neighbours(i).sort(byWeight)) {
      if (!groups.has(n.link.r)) groups.set(n.link.r, []);
      groups.get(n.link.r).push(n);
    }
    // Proposed names as links where the view has their concept, else as plain text.
    const proposes = groups.get("proposes") || [];
    const linked = new Set(proposes.flatMap((n) => names(n.node)));
    const unlinked = d.proposed.filter((name) => !linked.has(name));
    groups.delete("proposes");
    if (proposes.length || unlinked.length) {
      add(panel, section(RELATION_TITLES.proposes));
      const chips = put(panel, el("div", "chips"));
      for (const n of proposes) add(chips, nodeChip(n.node));
      for (const name of unlinked) add(chips, el("span", "chip", name));
    }
    if (d.abstract.length) add(panel, section(say("abstract")), renderAbstract(d.abstract));
    if (d.claims.length) {
      add(panel, section(say("claims")));
      const list = put(panel, el("ul"));
      for (const c of d.claims) {  // one per sentence, its numbers in bold
        const item = add(el("li"), el("span", "claim-value", c.text));
        if (c.kind) add(item, el("span", "tag", c.kind));
        if (c.parts && c.parts.length) {
          const sentence = el("p", "sentence");
          sentence.dir = "auto";
          add(item, richText(sentence, c.parts));
        } else if (c.sentence) add(item, el("p", "sentence", c.sentence));
        add(list, item);
      }
    }
    const order = [...RELATION_ORDER, ...[...groups.keys()].filter((r) => !RELATION_ORDER.includes(r))];
    for (const relation of order) {
      const group = groups.get(relation);
      if (!group) continue;
      add(panel, section(own(RELATION_TITLES, relation) || relation || say("linked")));
      const chips = put(panel, el("div", "chips"));
      for (const n of group.slice(0, MAX_LISTED)) {
        add(chips, nodeChip(n.node, relation === "similar" ? say("shared", { n: n.link.w }) : ""));
      }
    }
  }

  function highlighted(sentence, forms, color) {
    const box = colored(el("p", "evidence"), color);
    box.dir = "auto";
    const words = forms.filter((s) => s.length > 1).sort((a, b) => b.length - a.length)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    if (!words.length) { box.textContent = sentence; return box; }
    const parts = sentence.split(new RegExp("(" + words.join("|") + ")", "i"));
    parts.forEach((part, k) => add(box, k % 2 ? el("mark", "", part) : document.createTextNode(part)));
    return box;
  }

  function renderConcept(i) {
    const d = details[i];
    const color = typeOf(i).color;
    add(panel, badge(i), el("h2", "", d.label));
    const facts = [];
    if (d.family) facts.push(say("family", { name: d.family }));
    if (typeof d.count === "number" && !d.derived) facts.push(plural(d.count, "mention"));
    if (typeof d.papers === "number" && !d.derived) facts.push(say("in_corpus", { papers: plural(d.papers, "paper") }));
    if (d.derived) facts.push(say("derived"));
    if (d.generic) facts.push(say("generic"));
    else if (typeof d.specificity === "number") facts.push(say("specificity", { score: d.specificity.toFixed(2) }));
    if (facts.length) add(panel, joined("p", "meta", facts, " · "));
    if (d.trend && time.years.length) renderTrend(d.trend, color);
    const aliases = d.aliases.filter((a) => a !== d.label);
    if (aliases.length) {
      add(panel, section(say("also")));
      const chips = put(panel, el("div", "chips"));
      for (const alias of aliases) add(chips, el("span", "chip", alias));
    }
    const all = neighbours(i);
    const papers = all.filter((n) => details[n.node].kind === "paper");
    if (papers.length) {
      add(panel, section(say("in_view", { n: papers.length })));
      const list = put(panel, el("ul"));
      for (const n of papers.slice(0, MAX_LISTED)) {
        const item = add(el("li"), nodeLink(n.node));
        if (n.link.r) add(item, el("span", "tag", relationName(n.link.r)));
        for (const sentence of n.link.ev || []) {
          add(item, highlighted(sentence, names(i), color));
        }
        add(list, item);
      }
      if (papers.length > MAX_LISTED) add(panel, el("p", "more", say("more", { n: papers.length - MAX_LISTED })));
    }
    // A broader link records its narrower end ("n"): the other end is broader than it.
    const hierarchy = all.filter((n) => n.link.r === "broader");
    for (const [title, up] of [[RELATION_TITLES.broader, true], [RELATION_TITLES.narrower, false]]) {
      const found = hierarchy.filter((n) => (n.link.n === i) === up);
      if (!found.length) continue;
      add(panel, section(title));
      const chips = put(panel, el("div", "chips"));
      for (const n of found.slice(0, MAX_LISTED)) add(chips, nodeChip(n.node, n.link.why || ""));
    }
    const others = all
      .filter((n) => details[n.node].kind !== "paper" && n.link.r !== "broader")
      .sort(byWeight);
    if (others.length) {
      add(panel, section(RELATION_TITLES.co_occurs));
      const chips = put(panel, el("div", "chips"));
      for (const n of others.slice(0, MAX_LISTED)) {
        add(chips, nodeChip(n.node, n.link.r === "co_occurs" ? "×" + n.link.w : ""));
      }
    }
  }

  // ---- a concept's share of papers per year, as an SVG sparkline built from numbers ----
  function percent(share) {
    if (share > 0 && share < 0.0005) return "<0.1%";
    return (share * 100).toFixed(1) + "%";
  }
  function sparkline(trend, color) {
    const ns = "http://www.w3.org/2000/svg";
    const width = 260, height = 52, pad = 5;
    const years = time.years;
    const shares = years.map((_, k) => (Number.isFinite(trend.shares[k]) ? trend.shares[k] : 0));
    const top = Math.max(0, ...shares) || 1;
    const span = years[years.length - 1] - years[0];
    const x = (k) => (span > 0 ? pad + ((years[k] - years[0]) / span) * (width - 2 * pad) : width / 2);
    const y = (share) => height - pad - (share / top) * (height - 2 * pad);
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("class", "sparkline");
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(height));
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", say("share_label", { first: years[0], last: years[years.length - 1] }));
    const line = document.createElementNS(ns, "polyline");
    line.setAttribute("points", shares.map((v, k) => x(k).toFixed(1) + "," + y(v).toFixed(1)).join(" "));
    line.setAttribute("fill", "none");
    line.setAttribute("stroke", color);
    line.setAttribute("stroke-width", "2");
    svg.appendChild(line);
    shares.forEach((share, k) => {
      const point = document.createElementNS(ns, "circle");
      point.setAttribute("cx", x(k).toFixed(1));
      point.setAttribute("cy", y(share).toFixed(1));
      point.setAttribute("r", "3");
      point.setAttribute("fill", color);
      point.setAttribute("data-year", String(years[k]));
      const tip = document.createElementNS(ns, "title");
      const papers = Number(trend.papers[k]) || 0;
      tip.textContent = say("share_tip", {
        year: years[k], share: percent(share),
        papers: plural(Number(time.papers[k]) || 0, "paper"), count: papers.toLocaleString("en"),
      });
      point.appendChild(tip);
      svg.appendChild(point);
    });
    return svg;
  }
  function renderTrend(trend, color) {
    add(panel, section(say("share_title")));
    const box = put(panel, el("div", "trend"));
    add(box, sparkline(trend, color));
    const axis = put(box, el("div", "spark-axis"));
    const shares = time.years.map((_, k) => (Number.isFinite(trend.shares[k]) ? trend.shares[k] : 0));
    const peak = shares.indexOf(Math.max(...shares));
    add(axis, el("span", "", time.years[0]),
      el("span", "peak", say("peak", { share: percent(shares[peak]), year: time.years[peak] })),
      el("span", "", time.years[time.years.length - 1]));
    const [firstYear, firstVenue] = trend.first || [];
    if (firstYear) {
      add(panel, el("p", "meta", say("first_seen", { when: [firstYear, firstVenue].filter(Boolean).join(" · ") })));
    }
  }

  function renderOther(i) {
    add(panel, badge(i), el("h2", "", details[i].label));
    const list = put(panel, el("ul"));
    for (const n of neighbours(i)) add(list, add(el("li"), nodeLink(n.node), el("span", "tag", relationName(n.link.r))));
  }

  function renderDetails(i) {
    clearPanel();
    const kind = details[i].kind;
    if (kind === "paper") renderPaper(i);
    else if (kind === "concept") renderConcept(i);
    else renderOther(i);
    panel.scrollTop = 0;
    document.body.setAttribute("data-selected", details[i].key);
  }

  // ---- selection and navigation: the URL hash names the selected node ----
  // Fade what is not linked to the selected node (i), or nothing (i === null).
  function emphasise(i) {
    if (i === null && !emphasised) return;
    emphasised = i !== null;
    const near = new Set(i === null ? details.keys() : [i, ...neighbours(i).map((n) => n.node)]);
    // A null font colour falls back to the group's; vis-network's opacity leaves labels dark.
    nodes.update(details.map((d, k) => (near.has(k)
      ? { id: k, opacity: 1, font: { color: null, strokeWidth: null } }
      : { id: k, opacity: 0.2, font: { color: FADED_LABEL, strokeWidth: 0 } })));
    if (data.edges.length > BIG_GRAPH.edges) return;
    edges.update(data.edges.map((e) => ({
      id: e.id,
      color: edgeColor(e, i === null || e.from === i || e.to === i ? EDGE_OPACITY : 0.1),
    })));
  }
  // focus: false, "jump" (on opening a link to a node) or "glide".
  function select(i, focus) {
    const type = details[i].t;
    if (hiddenTypes.has(type)) setTypeVisible(type, true);
    if (yearHidden[i]) setYearRange(null);
    emphasise(i);
    network.selectNodes([i]);
    if (focus) {
      network.focus(i, {
        scale: Math.max(network.getScale(), 0.9),
        animation: focus === "glide" ? { duration: 450, easingFunction: "easeInOutQuad" } : false,
      });
    }
    renderDetails(i);
  }
  function keyFromHash() {
    if (!location.hash.startsWith("#node=")) return null;
    try { return decodeURIComponent(location.hash.slice(6)); } catch (err) { return null; }
  }
  function showFromHash(focus) {
    const i = keyIndex.get(keyFromHash());
    if (i === undefined) { network.unselectAll(); emphasise(null); renderOverview(); }
    else select(i, focus);
  }
  function go(i, fromCanvas) {
    if (location.hash === nodeHash(i)) { select(i, !fromCanvas && "glide"); return; }
    clickedOnCanvas = fromCanvas;
    location.hash = nodeHash(i);
  }

  // ---- legend: one toggle per node type ----
  function isHidden(i) { return hiddenTypes.has(details[i].t) || yearHidden[i]; }
  function applyVisibility() {
    nodes.update(details.map((d, i) => ({ id: i, hidden: isHidden(i) })));
    updateStats();
  }
  function setTypeVisible(type, visible) {
    if (visible) hiddenTypes.delete(type); else hiddenTypes.add(type);
    applyVisibility();
    const box = document.querySelector('#legend-types input[data-type="' + type + '"]');
    if (box) { box.checked = visible; box.parentElement.classList.toggle("off", !visible); }
  }
  function renderLegend() {
    const typeBox = document.getElementById("legend-types");
    types.forEach((t, k) => {
      if (!t.count) return;
      const box = el("input");
      box.type = "checkbox";
      box.checked = true;
      box.dataset.type = String(k);
      box.addEventListener("change", () => setTypeVisible(k, box.checked));
      add(typeBox, add(el("label"), box, shape(t.shape, t.color), el("span", "", t.label || t.name),
        el("span", "count", t.count)));
    });
    // Names, colours, order and counts are the app's (explorer.style, explorer.graph.counts).
    const edgeCounts = Object.entries(data.counts.relations);
    const edgeBox = document.getElementById("legend-edges");
    for (const [relation, count] of edgeCounts) {
      const style = own(data.relations, relation) || { color: "#999999", dashed: false, label: relation };
      const sample = el("span", "edge-sample" + (style.dashed ? " dashed" : ""));
      sample.style.borderTopColor = style.color;
      add(edgeBox, add(el("div", "edge-row"), sample, el("span", "", style.label),
        el("span", "count", count)));
    }
    if (!edgeCounts.length) edgeBox.previousElementSibling.hidden = true;
  }
  function updateStats() {
    const n = details.length;
    const shown = details.filter((d, i) => !isHidden(i)).length;
    let text = data.summary;
    if (shown !== n) text += " · " + plural(shown, "shown");
    if (yearRange) text += " · " + yearRange.join("–");
    document.getElementById("stats").textContent = text;
  }

  // ---- year filter: papers outside the range hide, and concepts left without a paper ----
  function setYearRange(range) {
    yearRange = range;
    const papers = details.map((d) => d.kind === "paper");
    details.forEach((d, i) => {
      yearHidden[i] = range !== null && papers[i] && !(typeof d.y === "number" && d.y >= range[0] && d.y <= range[1]);
    });
    if (range !== null) {
      details.forEach((d, i) => {
        if (papers[i]) return;
        const linked = adjacency[i].map((j) => (data.edges[j].from === i ? data.edges[j].to : data.edges[j].from))
          .filter((k) => papers[k]);
        yearHidden[i] = linked.length > 0 && linked.every((k) => yearHidden[k]);
      });
    }
    const from = document.getElementById("year-from");
    const to = document.getElementById("year-to");
    from.value = String(range ? range[0] : time.years[0]);
    to.value = String(range ? range[1] : time.years[time.years.length - 1]);
    applyVisibility();
  }
  function setupYears() {
    if (!time.years.length || !details.some((d) => d.kind === "paper")) return;
    const from = document.getElementById("year-from");
    const to = document.getElementById("year-to");
    for (const select of [from, to]) {
      for (const year of time.years) {
        const option = el("option", "", year);
        option.value = String(year);
        select.appendChild(option);
      }
    }
    function changed(moved) {
      let first = Number(from.value), last = Number(to.value);
      if (first > last) { if (moved === from) last = first; else first = last; }
      const all = first === time.years[0] && last === time.years[time.years.length - 1];
      setYearRange(all ? null : [first, last]);
    }
    from.addEventListener("change", () => changed(from));
    to.addEventListener("change", () => changed(to));
    document.getElementById("legend-years").hidden = false;
    setYearRange(null);
  }

  // ---- search over labels and aliases ----
  const searchNames = details.map((d, i) => names(i).map((s) => s.toLowerCase()));
  function search(query) {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const found = [];
    searchNames.forEach((forms, i) => {
      let best = Infinity;
      forms.forEach((name, k) => {
        const at = name.indexOf(q);
        if (at < 0) return;
        const rank = (name === q ? 0 : at === 0 ? 1 : 2) + (k > 0 ? 0.5 : 0);
        if (rank < best) best = rank;
      });
      if (best < Infinity) found.push({ i, rank: best });
    });
    found.sort((a, b) => a.rank - b.rank || degree[b.i] - degree[a.i]);
    return found.slice(0, MAX_RESULTS).map((f) => f.i);
  }
  function setupSearch() {
    const input = document.getElementById("search");
    const list = document.getElementById("search-results");
    let results = [];
    let active = 0;
    function choose(i) {
      list.hidden = true;
      input.blur();
      go(i, false);
    }
    function show() {
      results = search(input.value);
      active = 0;
      list.replaceChildren();
      if (!input.value.trim()) { list.hidden = true; return; }
      if (!results.length) add(list, el("li", "empty", say("no_match")));
      results.forEach((i, k) => {
        const item = add(el("li"), dot(typeOf(i).color), el("span", "result-label", details[i].label),
          el("span", "result-note", typeTag(details[i].t)));
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", String(k === active));
        item.addEventListener("mousedown", (event) => { event.preventDefault(); choose(i); });
        add(list, item);
      });
      list.hidden = false;
    }
    function move(step) {
      if (!results.length) return;
      active = (active + step + results.length) % results.length;
      [...list.children].forEach((item, k) => item.setAttribute("aria-selected", String(k === active)));
      list.children[active].scrollIntoView({ block: "nearest" });
    }
    input.addEventListener("input", show);
    input.addEventListener("focus", show);
    input.addEventListener("blur", () => { list.hidden = true; });
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown") { event.preventDefault(); move(1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
      else if (event.key === "Enter" && results.length) { event.preventDefault(); choose(results[active]); }
      else if (event.key === "Escape") { input.value = ""; list.hidden = true; }
    });
  }

  // ---- the network ----
  function shade(hex, amount) {
    const value = parseInt(hex.slice(1), 16);
    const channel = (shift) => Math.round(((value >> shift) & 255) * (1 - amount));
    return "rgb(" + channel(16) + "," + channel(8) + "," + channel(0) + ")";
  }
  function edgeColor(e, opacity) {
    return { color: e.color, highlight: "#344054", hover: e.color, opacity };
  }
  function tooltip(i) {
    return add(el("div"), el("div", "", details[i].label), el("div", "tip-type", typeTag(details[i].t)));
  }
  function buildNetwork() {
    const crowded = data.nodes.length > CROWDED_VIEW;
    const groups = {};
    types.forEach((t, k) => {
      const border = shade(t.color, 0.3);
      groups["t" + k] = {
        shape: t.shape,
        color: {
          background: t.color, border,
          highlight: { background: t.color, border: "#101828" },
          hover: { background: t.color, border: "#101828" },
        },
      };
      if (t.name === "PAPER") {
        // Titles are long: in a crowded view draw them only once zoomed in (11px * scale >= 16px).
        groups["t" + k].font = { color: "#667085" };
        groups["t" + k].scaling = {
          label: { enabled: true, min: 11, max: 11, maxVisible: 24, drawThreshold: crowded ? 17 : 9 },
        };
      }
    });
    nodes = new vis.DataSet(data.nodes.map((n, i) => Object.assign({}, n, { title: tooltip(i) })));
    edges = new vis.DataSet(data.edges.map((e) => Object.assign({}, e, {
      color: edgeColor(e, EDGE_OPACITY),
    })));
    const big = data.nodes.length > BIG_GRAPH.nodes || data.edges.length > BIG_GRAPH.edges;
    const options = {
      groups,
      nodes: {
        borderWidth: 1, borderWidthSelected: 3,
        font: { size: 13, color: "#344054", strokeWidth: 3, strokeColor: "#ffffff" },
        scaling: {
          min: 7, max: 22,
          label: { enabled: true, min: 14, max: 26, maxVisible: 30, drawThreshold: 10 },
        },
      },
      edges: { smooth: false, selectionWidth: 1.5, hoverWidth: 0 },
      layout: { improvedLayout: false, randomSeed: 7 },
      physics: false, // the positions come from the layout: the page opens at once
      interaction: {
        hover: true, tooltipDelay: 120, hideEdgesOnDrag: big, hideEdgesOnZoom: big,
        keyboard: false, multiselect: false,
      },
    };
    network = new vis.Network(document.getElementById("network"), { nodes, edges }, options);
    network.on("click", (params) => {
      if (params.nodes.length) go(params.nodes[0], true);
      else if (keyFromHash() !== null) { clickedOnCanvas = true; location.hash = ""; }
    });
    document.getElementById("fit").addEventListener("click", () => network.fit({ animation: true }));
  }

  function start() {
    buildNetwork();
    renderLegend();
    setupYears();
    updateStats();
    setupSearch();
    window.addEventListener("hashchange", () => {
      showFromHash(!clickedOnCanvas && "glide");
      clickedOnCanvas = false;
    });
    showFromHash("jump");
    document.body.setAttribute("data-ready", details.length + " nodes");
  }

  try {
    start();
  } catch (err) {
    document.body.setAttribute("data-error", String(err && err.message ? err.message : err));
    clearPanel();
    add(panel, el("p", "error", say("failed", { error: String(err) })));
  }
})();
