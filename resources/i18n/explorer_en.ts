<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>CacheWarnings</name>
        <message numerus="yes">
            <source>{path}: %Ln unreadable extraction(s) dropped, to be extracted again (first: {problem})</source>
            <translation>
                <numerusform>{path}: %Ln unreadable extraction(s) dropped, to be extracted again (first: {problem})</numerusform>
                <numerusform>{path}: %Ln unreadable extraction(s) dropped, to be extracted again (first: {problem})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ClaimsPanel</name>
        <message numerus="yes">
            <source>%Ln claims</source>
            <translation>
                <numerusform>%Ln claim</numerusform>
                <numerusform>%Ln claims</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln claims</source>
            <translation>
                <numerusform>{shown} of %Ln claim</numerusform>
                <numerusform>{shown} of %Ln claims</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ComparePage</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln shared concepts, marked {mark}</source>
            <translation>
                <numerusform>%Ln shared concept, marked {mark}</numerusform>
                <numerusform>%Ln shared concepts, marked {mark}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CorpusErrors</name>
        <message numerus="yes">
            <source>no papers found (%Ln bad records skipped)</source>
            <translation>
                <numerusform>no papers found (%Ln bad record skipped)</numerusform>
                <numerusform>no papers found (%Ln bad records skipped)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %Ln of {total} items in {scope} have no abstract and are left out (e.g. {examples})</source>
            <translation>
                <numerusform>{path}: %Ln of {total} items in {scope} has no abstract and is left out (e.g. {examples})</numerusform>
                <numerusform>{path}: %Ln of {total} items in {scope} have no abstract and are left out (e.g. {examples})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no item with an abstract in {scope} (%Ln items)</source>
            <translation>
                <numerusform>no item with an abstract in {scope} (%Ln item)</numerusform>
                <numerusform>no item with an abstract in {scope} (%Ln items)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CurationUndo</name>
        <message numerus="yes">
            <source>%Ln saved edits</source>
            <translation>
                <numerusform>%Ln saved edit</numerusform>
                <numerusform>%Ln saved edits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %Ln edits</source>
            <translation>
                <numerusform>Import %Ln edit</numerusform>
                <numerusform>Import %Ln edits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln edits from {name}</source>
            <translation>
                <numerusform>Imported %Ln edit from {name}</numerusform>
                <numerusform>Imported %Ln edits from {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPage</name>
        <message numerus="yes">
            <source>%Ln shared</source>
            <translation>
                <numerusform>%Ln shared</numerusform>
                <numerusform>%Ln shared</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message numerus="yes">
            <source>{problem} (%Ln other records are valid; pass skip_bad / --skip-bad to load them)</source>
            <translation>
                <numerusform>{problem} (%Ln other record is valid; pass skip_bad / --skip-bad to load them)</numerusform>
                <numerusform>{problem} (%Ln other records are valid; pass skip_bad / --skip-bad to load them)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExportPage</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts</source>
            <translation>
                <numerusform>%Ln concept</numerusform>
                <numerusform>%Ln concepts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln other nodes</source>
            <translation>
                <numerusform>%Ln other node</numerusform>
                <numerusform>%Ln other nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mentions</source>
            <translation>
                <numerusform>%Ln mention</numerusform>
                <numerusform>%Ln mentions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln links</source>
            <translation>
                <numerusform>%Ln link</numerusform>
                <numerusform>%Ln links</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nodes shown</source>
            <translation>
                <numerusform>%Ln node shown</numerusform>
                <numerusform>%Ln nodes shown</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GapPanel</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{row} × {column}: %Ln papers</source>
            <translation>
                <numerusform>{row} × {column}: %Ln paper</numerusform>
                <numerusform>{row} × {column}: %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only {name} (%Ln papers)</source>
            <translation>
                <numerusform>Only {name} (%Ln paper)</numerusform>
                <numerusform>Only {name} (%Ln papers)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln gaps among {cells} cells, the most surprising first</source>
            <translation>
                <numerusform>%Ln gap among {cells} cells, the most surprising first</numerusform>
                <numerusform>%Ln gaps among {cells} cells, the most surprising first</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hierarchy</name>
        <message numerus="yes">
            <source>%Ln mentions</source>
            <translation>
                <numerusform>%Ln mention</numerusform>
                <numerusform>%Ln mentions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>InsightDocks</name>
        <message numerus="yes">
            <source>Exported %Ln claims</source>
            <translation>
                <numerusform>Exported %Ln claim</numerusform>
                <numerusform>Exported %Ln claims</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln edits</source>
            <translation>
                <numerusform>Exported %Ln edit</numerusform>
                <numerusform>Exported %Ln edits</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LoadActions</name>
        <message numerus="yes">
            <source>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</source>
            <translation>
                <numerusform>{problem}

%Ln other record is valid. Load them and leave out the bad ones?</numerusform>
                <numerusform>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</source>
            <translation>
                <numerusform>{problem} (%Ln other record is valid: open it again and choose “Load the valid records”)</numerusform>
                <numerusform>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>Shortest path: %Ln steps</source>
            <translation>
                <numerusform>Shortest path: %Ln step</numerusform>
                <numerusform>Shortest path: %Ln steps</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PathPage</name>
        <message numerus="yes">
            <source>Path {number} · %Ln steps</source>
            <translation>
                <numerusform>Path {number} · %Ln step</numerusform>
                <numerusform>Path {number} · %Ln steps</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Paths</name>
        <message numerus="yes">
            <source>named together in %Ln papers</source>
            <translation>
                <numerusform>named together in %Ln paper</numerusform>
                <numerusform>named together in %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts in common</source>
            <translation>
                <numerusform>%Ln concept in common</numerusform>
                <numerusform>%Ln concepts in common</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Trends</name>
        <message numerus="yes">
            <source>{without} of %Ln papers have no year and are left out of the per-year figures.</source>
            <translation>
                <numerusform>{without} of %Ln paper has no year and is left out of the per-year figures.</numerusform>
                <numerusform>{without} of %Ln papers have no year and are left out of the per-year figures.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrendsPanel</name>
        <message numerus="yes">
            <source>%Ln papers of {year} naming {name}</source>
            <translation>
                <numerusform>%Ln paper of {year} naming {name}</numerusform>
                <numerusform>%Ln papers of {year} naming {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Vocabulary</name>
        <message numerus="yes">
            <source>%Ln nodes</source>
            <translation>
                <numerusform>%Ln node</numerusform>
                <numerusform>%Ln nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts</source>
            <translation>
                <numerusform>%Ln concept</numerusform>
                <numerusform>%Ln concepts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln links</source>
            <translation>
                <numerusform>%Ln link</numerusform>
                <numerusform>%Ln links</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
    </context>
</TS>
