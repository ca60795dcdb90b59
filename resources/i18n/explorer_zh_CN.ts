<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>ClaimsPanel</name>
        <message>
            <source>Paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hardware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sentence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All measures</source>
            <extracomment>Role holding the value a column sorts by (numbers as numbers, text casefolded).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter claims (paper, hardware, baseline…)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln claims</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln claims</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionPicker</name>
        <message>
            <source>All items</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open Zotero Library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the items of {path}: all of them, or one collection (its subcollections included). Items without an abstract are left out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Items</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ComparePage</name>
        <message>
            <source>Methods</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Datasets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hardware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tasks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick two or more papers in the list, or select a paper and press &lt;i&gt;Add Selected&lt;/i&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compare papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in bold</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln shared concepts, marked {mark}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Claims</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(proposed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vs {baselines}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on {hardware}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <source>Filter papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add Selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the paper selected in the graph or a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CurationActions</name>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rename Concept…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change Concept &amp;Type…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Merge Concept Into…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hide Concept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Split Alias…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Curate the selected concept (undo with Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename Concept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New name for “{name}”:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type of “{name}”:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{name}” has no other spelling to split off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spelling to split from “{name}”:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Split Alias</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge Into…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Split Alias…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CurationUndo</name>
        <message>
            <source>Merge “{node}” into “{into}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename “{node}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change type of “{node}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide “{node}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Split “{alias}” from “{node}”</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln saved edits</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>saved edits ignored: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open a corpus before editing it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open a corpus before importing edits</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Import %Ln edits</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln edits from {name}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>; {skipped} skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot save edits to {path}: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DetailPage</name>
        <message>
            <source>Most used methods</source>
            <extracomment>The link under a concept's shortened list of papers that lists more of them. Papers a concept's page lists at first, and how many more each click on that link adds.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Datasets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hardware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tasks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abstract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Claims</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>map and list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Similar papers</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln shared</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Also written: {aliases}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show {more} more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>({shown} of {total} shown)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Related concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a node or a name below, search with Ctrl+F, double-click a node to focus on its neighbourhood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Explorer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers ({total})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Explorer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Export</name>
        <message>
            <source>Export view as HTML</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>HTML page (*.html)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the page in your browser?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export whole view as picture</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export visible part as picture</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PNG image (*.png);;SVG image (*.svg)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export view as graph</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export graph</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GraphML (*.graphml);;GEXF (*.gexf);;JSON (*.json);;Compressed JSON (*.json.gz)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExportPage</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <extracomment>Count words of the page: key -&gt; the catalogue's source text (``%Ln``: the number).</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln other nodes</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mentions</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln links</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nodes shown</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Overview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This view is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a node or search for a name to see its details. Links in the details move through the graph; the browser's Back button returns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Most linked concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Most linked papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abstract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Claims</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Linked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} shared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>family {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{papers} in the corpus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a broader concept no paper names itself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>generic (a catch-all term)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>specificity {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers in this view ({n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>and {n} more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of papers per year, {first} to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{year}: {share} of {papers} ({count})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of papers per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>peak {share} in {year}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First seen {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (not a web link): </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The graph could not be drawn: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proposes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Uses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Uses models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evaluated on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Targets hardware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Addresses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Often named with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Similar papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Broader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Narrower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search names and aliases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search nodes by name or alias</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Graph of papers and concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Legend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Node types</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the whole graph</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Links</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First year shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last year shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This page needs JavaScript to draw the graph.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FilterPanel</name>
        <message>
            <source>Group by family</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show each concept as its family: LLaMA-2-7B and LLaMA-2-13B as LLaMA (also in the gap matrix and the claims table)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show generic concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show catch-all concepts such as “neural network” in the overview (a focused neighbourhood always shows them; search always finds them)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide nodes with fewer links than this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Min. links</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many steps around the focused node to show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Focus depth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave focus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave the focused neighbourhood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show twice as many of the most connected nodes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Focused on: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole graph (double-click a node to focus)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Showing {shown} of {total}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GapPanel</name>
        <message>
            <source>gap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>top </source>
            <extracomment>Cell shading: white (light palette) or dark grey towards this blue as counts grow.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a cell to list its papers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>× Columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (concepts grouped by family)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Gap: {papers}, {expected} expected by chance (lift {lift}, Fisher p = {p}). Click to list the papers on each side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No paper links these two concepts; chance explains it</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{row} × {column}: %Ln papers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Gap: {row} × {column}, {observed} shared where {expected} were expected</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Only {name} (%Ln papers)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Click to select this paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No gap among {cells} cells: no pair meets much less often than chance predicts (a gap needs {least}+ expected shared papers)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln gaps among {cells} cells, the most surprising first</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Hierarchy</name>
        <message>
            <source>generic</source>
            <extracomment>How many narrower concepts or members a page lists before it says how many more there are.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>specificity {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>family {name}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln mentions</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>and {more} more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Broader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Narrower ({count})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A family no paper names itself: it groups its members.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Members ({count})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HitModel</name>
        <message>
            <source>exact match</source>
            <extracomment>What the completer writes into the box for a row: the node's own label. How a hit matched (in the order of ``search_rank.QUALITY_NAMES``), as the tooltip says it.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prefix match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>word prefix match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>substring match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>close spelling match</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>InsightDocks</name>
        <message>
            <source>Explorer edits (*.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Claims</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compare Papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gap Matrix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Claims &amp;Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Compare Papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Gap Matrix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>T&amp;rends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Claims as &amp;CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Curation &amp;Edits…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import Curation Edits…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export claims</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Exported %Ln claims</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Export curation edits</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Exported %Ln edits</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Import curation edits</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <extracomment>The locale each language formats numbers in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Takes effect when Explorer restarts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new language is used when Explorer starts again. Close and reopen Explorer to see it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LayoutJob</name>
        <message>
            <source>layout failed: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LayoutPanel</name>
        <message>
            <source>Room between nodes (1 is the default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spread</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep nodes apart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push overlapping nodes apart after the layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tint communities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shade groups of closely linked nodes, named by their hub</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-run layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay the shown nodes out afresh (big views are cached)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>Click a type to show or hide it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <source>Corpora, graphs and views (*.jsonl *.json *.csv *.bib *.ris *.txt *.sqlite *.graphml *.gexf *.json.gz *.explorer-view.json);;JSON Lines (*.jsonl);;JSON, CSL JSON and views (*.json);;RIS (*.ris);;BibTeX (*.bib);;CSV (*.csv);;Zotero database (*.sqlite);;Compressed graph (*.json.gz);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zotero database (zotero.sqlite *.sqlite);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (view)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zotero: {collection}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zotero library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;Zotero Library…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;View…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save View…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open every corpus file in a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the corpus, filters, selection, zoom and edits as a view file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open Zotero library (zotero.sqlite)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LoadActions</name>
        <message>
            <source>Loading {names}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelling…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Load the valid records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Loading cancelled; the previous graph stays</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LoadNotes</name>
        <message>
            <source> (+{more} more)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Filters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing matches “{text}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extracting %v/%m</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Showing {shown} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path mode: click two nodes to connect them</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Shortest path: %Ln steps</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>These two nodes are not connected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open corpus, graph or view</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Open &amp;Recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export View as &amp;HTML…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Whole View as PNG/SVG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Visible Part as PNG/SVG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export View as GraphML/GEXF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Graph as GraphML/GEXF/JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Fit to Window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the whole graph</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Forward</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show &amp;Everything</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every node of the graph: no focus, every type, generic concepts, no minimum; fitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Path Mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click two nodes to see the shortest path between them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Dark Theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Group by Family</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show each concept as its family (LLaMA-2-7B as LLaMA)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Navigation</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <source>Merge “{}” into (type to find a concept, pick it from the list):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick a concept from the list, or type its full name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge Concept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>concept name</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NodeMenu</name>
        <message>
            <source>Select</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Focus on Neighbourhood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why Connected? From Here…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Similar Papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy Name</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PathPage</name>
        <message>
            <source>No path joins these two nodes.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Path {number} · %Ln steps</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>(on the canvas)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(generic)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Paths</name>
        <message>
            <source>{narrower} is a kind of {broader} ({reason})</source>
            <extracomment>Hops a concept named by every paper adds to a path through it. Hops a generic concept adds to a path through it. Paths listed when no number is asked for. Edges a "why" path may follow unless told otherwise: the links papers make, and the concept hierarchy (``co_occurs`` and ``similar`` summarise papers that the paths show).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{narrower} is a kind of {broader}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>named together in %Ln papers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts in common</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Screenshot</name>
        <message>
            <source>no node matches {name}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Search</name>
        <message>
            <source>NODE</source>
            <extracomment>Where a word starts inside a folded name: after a space, hyphen, slash or bracket. Longer names (titles) are left out of the close-spelling search: it would cost too much.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Find a paper or concept…  type:dataset  (Ctrl+F)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SimilarPanel</name>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shared concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to Graph</source>
            <extracomment>Width the dock takes when it opens (titles need room).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers most similar to “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>colour: year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all {year}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{shade} · size: links among these papers · line: shared concepts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Similar Papers</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TrendChart</name>
        <message>
            <source>share of papers (%)</source>
            <extracomment>Text and axes colour of the page style (explorer/export's page.css). Lines per panel: more are unreadable, whatever ``top`` asks for. The offscreen application this module started, when the process had none (the CLI).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>papers per year: {counts}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TrendPage</name>
        <message>
            <source>First seen in {year} at {venue}</source>
            <extracomment>Rows of the sparkline table: its height in steps. Papers per year of each graph seen: counted once, not on every selection.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First seen in {year}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Over the years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of papers per year: {shares}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TrendTable</name>
        <message>
            <source>Concept</source>
            <extracomment>Which lists the dock can show; the combo box offers them in this order.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Late share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shares per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rising</source>
            <extracomment>The tags of the Trend column, as the table writes them.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bursting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new in {year}</source>
            <extracomment>The role every column sorts by (numbers as numbers). The role holding a row's node id.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burst {year}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burst {first}–{last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of papers in {late} minus the share in {early}, in percentage points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of papers in {late}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{change} pp</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Trends</name>
        <message>
            <source>No paper has a year (the corpus field 'year'), so there are no trends over time.</source>
            <extracomment>No paper carries a year: the one explanation the CLI and the page give.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The graph has no papers, so there are no trends.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{without} of %Ln papers have no year and are left out of the per-year figures.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>TrendsPanel</name>
        <message>
            <source>Computing trends…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All</source>
            <extracomment>The lists of :data:`LISTS` as the combo box offers them.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rising</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bursting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a point of the chart to list that year's papers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers per year: {counts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New in {year}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln papers of {year} naming {name}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>Explorer views (*.explorer-view.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait for the corpus to load before saving a view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open a corpus before saving a view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved the view to {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open view</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Vocabulary</name>
        <message>
            <source>paper</source>
            <extracomment>Edge relation -&gt; (colour, dashed). How a type or relation missing from the tables is drawn. Node type -&gt; (singular, plural) as legends and counts write it.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>methods</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dataset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>datasets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hardware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>task</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tasks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PAPER</source>
            <extracomment>Node type -&gt; the tag pages show beside a concept's name.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>METHOD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MODEL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DATASET</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>HARDWARE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TASK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>proposes</source>
            <extracomment>Edge relation -&gt; its name in legends (read "paper &lt;name&gt; concept").</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>uses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>uses model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>evaluated on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>targets hardware</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>addresses task</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>co-occurs with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>similar to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>broader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>size</source>
            <extracomment>Why a concept is narrower than another (:mod:`explorer.graph.hierarchy`), as views say it.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>variant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hardware class</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>head noun</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>speedup</source>
            <extracomment>The measures of ``resources/insights/claims.json`` as views name them.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>accuracy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>other</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln nodes</source>
            <extracomment>What every view calls the graph's parts when it counts them (``%Ln``: the count).</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln links</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>WhyPanel</name>
        <message>
            <source>Pick two nodes (type a name or use the selection), or click two nodes in Path mode.</source>
            <extracomment>Width the dock takes when Path mode opens it (evidence sentences need room).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paper or concept…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use Selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find Paths</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now pick the other end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finding paths…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why Connected?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>YearRange</name>
        <message>
            <source>Show only the papers of these years and the concepts they name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a corpus to filter its papers by year</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
