<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>ClaimsPanel</name>
        <message numerus="yes">
            <source>%Ln claims</source>
            <translation type="unfinished">
                <numerusform>%Ln claims</numerusform>
                <numerusform>%Ln claims</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln claims</source>
            <translation type="unfinished">
                <numerusform>{shown} of %Ln claims</numerusform>
                <numerusform>{shown} of %Ln claims</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ComparePage</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform>%Ln papers</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln shared concepts, marked {mark}</source>
            <translation type="unfinished">
                <numerusform>%Ln shared concepts, marked {mark}</numerusform>
                <numerusform>%Ln shared concepts, marked {mark}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CurationUndo</name>
        <message numerus="yes">
            <source>%Ln saved edits</source>
            <translation type="unfinished">
                <numerusform>%Ln saved edits</numerusform>
                <numerusform>%Ln saved edits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %Ln edits</source>
            <translation type="unfinished">
                <numerusform>Import %Ln edits</numerusform>
                <numerusform>Import %Ln edits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln edits from {name}</source>
            <translation type="unfinished">
                <numerusform>Imported %Ln edits from {name}</numerusform>
                <numerusform>Imported %Ln edits from {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPage</name>
        <message numerus="yes">
            <source>%Ln shared</source>
            <translation type="unfinished">
                <numerusform>%Ln shared</numerusform>
                <numerusform>%Ln shared</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExportPage</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform>%Ln papers</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts</source>
            <translation type="unfinished">
                <numerusform>%Ln concepts</numerusform>
                <numerusform>%Ln concepts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln other nodes</source>
            <translation type="unfinished">
                <numerusform>%Ln other nodes</numerusform>
                <numerusform>%Ln other nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mentions</source>
            <translation type="unfinished">
                <numerusform>%Ln mentions</numerusform>
                <numerusform>%Ln mentions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln links</source>
            <translation type="unfinished">
                <numerusform>%Ln links</numerusform>
                <numerusform>%Ln links</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nodes shown</source>
            <translation type="unfinished">
                <numerusform>%Ln nodes shown</numerusform>
                <numerusform>%Ln nodes shown</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GapPanel</name>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform>%Ln papers</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{row} × {column}: %Ln papers</source>
            <translation type="unfinished">
                <numerusform>{row} × {column}: %Ln papers</numerusform>
                <numerusform>{row} × {column}: %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only {name} (%Ln papers)</source>
            <translation type="unfinished">
                <numerusform>Only {name} (%Ln papers)</numerusform>
                <numerusform>Only {name} (%Ln papers)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln gaps among {cells} cells, the most surprising first</source>
            <translation type="unfinished">
                <numerusform>%Ln gaps among {cells} cells, the most surprising first</numerusform>
                <numerusform>%Ln gaps among {cells} cells, the most surprising first</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hierarchy</name>
        <message numerus="yes">
            <source>%Ln mentions</source>
            <translation type="unfinished">
                <numerusform>%Ln mentions</numerusform>
                <numerusform>%Ln mentions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>InsightDocks</name>
        <message numerus="yes">
            <source>Exported %Ln claims</source>
            <translation type="unfinished">
                <numerusform>Exported %Ln claims</numerusform>
                <numerusform>Exported %Ln claims</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln edits</source>
            <translation type="unfinished">
                <numerusform>Exported %Ln edits</numerusform>
                <numerusform>Exported %Ln edits</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LoadActions</name>
        <message numerus="yes">
            <source>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</source>
            <translation type="unfinished">
                <numerusform>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</numerusform>
                <numerusform>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</source>
            <translation type="unfinished">
                <numerusform>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</numerusform>
                <numerusform>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>Shortest path: %Ln steps</source>
            <translation type="unfinished">
                <numerusform>Shortest path: %Ln steps</numerusform>
                <numerusform>Shortest path: %Ln steps</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PathPage</name>
        <message numerus="yes">
            <source>Path {number} · %Ln steps</source>
            <translation type="unfinished">
                <numerusform>Path {number} · %Ln steps</numerusform>
                <numerusform>Path {number} · %Ln steps</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Paths</name>
        <message numerus="yes">
            <source>named together in %Ln papers</source>
            <translation type="unfinished">
                <numerusform>named together in %Ln papers</numerusform>
                <numerusform>named together in %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts in common</source>
            <translation type="unfinished">
                <numerusform>%Ln concepts in common</numerusform>
                <numerusform>%Ln concepts in common</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Trends</name>
        <message numerus="yes">
            <source>{without} of %Ln papers have no year and are left out of the per-year figures.</source>
            <translation type="unfinished">
                <numerusform>{without} of %Ln papers have no year and are left out of the per-year figures.</numerusform>
                <numerusform>{without} of %Ln papers have no year and are left out of the per-year figures.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrendsPanel</name>
        <message numerus="yes">
            <source>%Ln papers of {year} naming {name}</source>
            <translation type="unfinished">
                <numerusform>%Ln papers of {year} naming {name}</numerusform>
                <numerusform>%Ln papers of {year} naming {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Vocabulary</name>
        <message numerus="yes">
            <source>%Ln nodes</source>
            <translation type="unfinished">
                <numerusform>%Ln nodes</numerusform>
                <numerusform>%Ln nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln concepts</source>
            <translation type="unfinished">
                <numerusform>%Ln concepts</numerusform>
                <numerusform>%Ln concepts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln links</source>
            <translation type="unfinished">
                <numerusform>%Ln links</numerusform>
                <numerusform>%Ln links</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln papers</source>
            <translation type="unfinished">
                <numerusform>%Ln papers</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
    </context>
</TS>
