<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>ClaimsPanel</name>
        <message>
            <source>Paper</source>
            <translation>论文</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>数值</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <source>Measures</source>
            <translation>度量</translation>
        </message>
        <message>
            <source>Hardware</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>Baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>Sentence</source>
            <translation>句子</translation>
        </message>
        <message>
            <source>All measures</source>
            <extracomment>Role holding the value a column sorts by (numbers as numbers, text casefolded).</extracomment>
            <translation>全部度量</translation>
        </message>
        <message>
            <source>Filter claims (paper, hardware, baseline…)</source>
            <translation>筛选结论（论文、硬件、基线…）</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>导出 CSV…</translation>
        </message>
        <message>
            <source>%Ln claims</source>
            <translation>%Ln 条结论</translation>
        </message>
        <message>
            <source>{shown} of %Ln claims</source>
            <translation>{shown} / %Ln 条结论</translation>
        </message>
    </context>
    <context>
        <name>CollectionPicker</name>
        <message>
            <source>All items</source>
            <translation>全部条目</translation>
        </message>
        <message>
            <source>Open Zotero Library</source>
            <translation>打开 Zotero 文献库</translation>
        </message>
        <message>
            <source>Open the items of {path}: all of them, or one collection (its subcollections included). Items without an abstract are left out.</source>
            <translation>打开 {path} 中的条目：全部条目，或某一个分类（含其子分类）。没有摘要的条目不会载入。</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>分类</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>条目数</translation>
        </message>
    </context>
    <context>
        <name>ComparePage</name>
        <message>
            <source>Methods</source>
            <translation>方法</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Datasets</source>
            <translation>数据集</translation>
        </message>
        <message>
            <source>Hardware</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>Tasks</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>Tick two or more papers in the list, or select a paper and press &lt;i&gt;Add Selected&lt;/i&gt;.</source>
            <translation>在列表中勾选两篇或更多论文，或选中一篇论文后点击&lt;i&gt;添加所选&lt;/i&gt;。</translation>
        </message>
        <message>
            <source>Compare papers</source>
            <translation>比较论文</translation>
        </message>
        <message>
            <source>in bold</source>
            <translation>以粗体标出</translation>
        </message>
        <message>
            <source>%Ln papers</source>
            <translation>%Ln 篇论文</translation>
        </message>
        <message>
            <source>%Ln shared concepts, marked {mark}</source>
            <translation>%Ln 个共同概念，{mark}</translation>
        </message>
        <message>
            <source>Claims</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>(proposed)</source>
            <translation>（提出）</translation>
        </message>
        <message>
            <source>vs {baselines}</source>
            <translation>对比 {baselines}</translation>
        </message>
        <message>
            <source>on {hardware}</source>
            <translation>在 {hardware} 上</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <source>Filter papers</source>
            <translation>筛选论文</translation>
        </message>
        <message>
            <source>Add Selected</source>
            <translation>添加所选</translation>
        </message>
        <message>
            <source>Tick the paper selected in the graph or a list</source>
            <translation>勾选在图或列表中选中的论文</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>清空</translation>
        </message>
    </context>
    <context>
        <name>CurationActions</name>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Rename Concept…</source>
            <translation>重命名概念(&amp;R)…</translation>
        </message>
        <message>
            <source>Change Concept &amp;Type…</source>
            <translation>更改概念类型(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Merge Concept Into…</source>
            <translation>将概念合并到(&amp;M)…</translation>
        </message>
        <message>
            <source>&amp;Hide Concept</source>
            <translation>隐藏概念(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Split Alias…</source>
            <translation>拆分别名(&amp;S)…</translation>
        </message>
        <message>
            <source>Curate the selected concept (undo with Ctrl+Z)</source>
            <translation>校订所选概念（可用 Ctrl+Z 撤销）</translation>
        </message>
        <message>
            <source>Rename Concept</source>
            <translation>重命名概念</translation>
        </message>
        <message>
            <source>New name for “{name}”:</source>
            <translation>“{name}”的新名称：</translation>
        </message>
        <message>
            <source>Type of “{name}”:</source>
            <translation>“{name}”的类型：</translation>
        </message>
        <message>
            <source>Change Type</source>
            <translation>更改类型</translation>
        </message>
        <message>
            <source>“{name}” has no other spelling to split off</source>
            <translation>“{name}”没有可拆分出去的其他写法</translation>
        </message>
        <message>
            <source>Spelling to split from “{name}”:</source>
            <translation>要从“{name}”拆分出去的写法：</translation>
        </message>
        <message>
            <source>Split Alias</source>
            <translation>拆分别名</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <source>Merge Into…</source>
            <translation>合并到…</translation>
        </message>
        <message>
            <source>Split Alias…</source>
            <translation>拆分别名…</translation>
        </message>
        <message>
            <source>Hide</source>
            <translation>隐藏</translation>
        </message>
    </context>
    <context>
        <name>CurationUndo</name>
        <message>
            <source>Merge “{node}” into “{into}”</source>
            <translation>将“{node}”合并到“{into}”</translation>
        </message>
        <message>
            <source>Rename “{node}”</source>
            <translation>重命名“{node}”</translation>
        </message>
        <message>
            <source>Change type of “{node}”</source>
            <translation>更改“{node}”的类型</translation>
        </message>
        <message>
            <source>Hide “{node}”</source>
            <translation>隐藏“{node}”</translation>
        </message>
        <message>
            <source>Split “{alias}” from “{node}”</source>
            <translation>从“{node}”拆分出“{alias}”</translation>
        </message>
        <message>
            <source>%Ln saved edits</source>
            <translation>%Ln 项已保存的编辑</translation>
        </message>
        <message>
            <source>saved edits ignored: {error}</source>
            <translation>已忽略保存的编辑：{error}</translation>
        </message>
        <message>
            <source>open a corpus before editing it</source>
            <translation>请先打开语料库再进行编辑</translation>
        </message>
        <message>
            <source>open a corpus before importing edits</source>
            <translation>请先打开语料库再导入编辑</translation>
        </message>
        <message>
            <source>Import %Ln edits</source>
            <translation>导入 %Ln 项编辑</translation>
        </message>
        <message>
            <source>Imported %Ln edits from {name}</source>
            <translation>已从 {name} 导入 %Ln 项编辑</translation>
        </message>
        <message>
            <source>; {skipped} skipped</source>
            <translation>；跳过 {skipped} 项</translation>
        </message>
        <message>
            <source>cannot save edits to {path}: {error}</source>
            <translation>无法将编辑保存到 {path}：{error}</translation>
        </message>
    </context>
    <context>
        <name>DetailPage</name>
        <message>
            <source>Most used methods</source>
            <translation>最常用的方法</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Datasets</source>
            <translation>数据集</translation>
        </message>
        <message>
            <source>Hardware</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>Tasks</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>paper</source>
            <extracomment>The link under a concept's shortened list of papers that lists more of them. Papers a concept's page lists at first, and how many more each click on that link adds.</extracomment>
            <translation>论文</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>Claims</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>Concepts</source>
            <translation>概念</translation>
        </message>
        <message>
            <source>map and list</source>
            <translation>图与列表</translation>
        </message>
        <message>
            <source>Similar papers</source>
            <translation>相似论文</translation>
        </message>
        <message>
            <source>%Ln shared</source>
            <translation>%Ln 个共同概念</translation>
        </message>
        <message>
            <source>Also written: {aliases}</source>
            <translation>其他写法：{aliases}</translation>
        </message>
        <message>
            <source>Show {more} more</source>
            <translation>再显示 {more} 篇</translation>
        </message>
        <message>
            <source>({shown} of {total} shown)</source>
            <translation>（已显示 {shown} / {total}）</translation>
        </message>
        <message>
            <source>Related concepts</source>
            <translation>相关概念</translation>
        </message>
        <message>
            <source>Click a node or a name below, search with Ctrl+F, double-click a node to focus on its neighbourhood.</source>
            <translation>点击节点或下方的名称查看详情，按 Ctrl+F 搜索，双击节点聚焦到其邻域。</translation>
        </message>
        <message>
            <source>Explorer</source>
            <translation>Explorer</translation>
        </message>
        <message>
            <source>Corpus</source>
            <translation>语料库</translation>
        </message>
        <message>
            <source>Papers ({total})</source>
            <translation>论文（{total}）</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Explorer</source>
            <translation>Explorer</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Min. links {count}</source>
            <translation>最少连接数 {count}</translation>
        </message>
        <message>
            <source>some concept types hidden</source>
            <translation>部分概念类型已隐藏</translation>
        </message>
        <message>
            <source>papers hidden</source>
            <translation>论文已隐藏</translation>
        </message>
        <message>
            <source>generic concepts hidden</source>
            <translation>泛化概念已隐藏</translation>
        </message>
        <message>
            <source>years {first} to {last}</source>
            <translation>年份 {first} 至 {last}</translation>
        </message>
        <message>
            <source>the current filters</source>
            <translation>当前筛选条件</translation>
        </message>
        <message>
            <source>Nothing to show: no node passes these filters:</source>
            <translation>没有可显示的内容：没有节点通过以下筛选条件：</translation>
        </message>
        <message>
            <source>Show everything</source>
            <translation>显示全部</translation>
        </message>
    </context>
    <context>
        <name>Export</name>
        <message>
            <source>Export view as HTML</source>
            <translation>将视图导出为 HTML</translation>
        </message>
        <message>
            <source>HTML page (*.html)</source>
            <translation>HTML 网页 (*.html)</translation>
        </message>
        <message>
            <source>Open the page in your browser?</source>
            <translation>在浏览器中打开该网页吗？</translation>
        </message>
        <message>
            <source>Export whole view as picture</source>
            <translation>将整个视图导出为图片</translation>
        </message>
        <message>
            <source>Export visible part as picture</source>
            <translation>将可见部分导出为图片</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG image (*.svg)</source>
            <translation>PNG 图片 (*.png);;SVG 图片 (*.svg)</translation>
        </message>
        <message>
            <source>Export view as graph</source>
            <translation>将视图导出为图文件</translation>
        </message>
        <message>
            <source>Export graph</source>
            <translation>导出图</translation>
        </message>
        <message>
            <source>GraphML (*.graphml);;GEXF (*.gexf);;JSON (*.json);;Compressed JSON (*.json.gz)</source>
            <translation>GraphML (*.graphml);;GEXF (*.gexf);;JSON (*.json);;压缩的 JSON (*.json.gz)</translation>
        </message>
        <message>
            <source>Exported</source>
            <translation>已导出</translation>
        </message>
    </context>
    <context>
        <name>ExportPage</name>
        <message>
            <source>%Ln papers</source>
            <extracomment>Count words of the page: key -&gt; the catalogue's source text (``%Ln``: the number).</extracomment>
            <translation>%Ln 篇论文</translation>
        </message>
        <message>
            <source>%Ln concepts</source>
            <translation>%Ln 个概念</translation>
        </message>
        <message>
            <source>%Ln other nodes</source>
            <translation>%Ln 个其他节点</translation>
        </message>
        <message>
            <source>%Ln mentions</source>
            <translation>提及 %Ln 次</translation>
        </message>
        <message>
            <source>%Ln links</source>
            <translation>%Ln 条连接</translation>
        </message>
        <message>
            <source>%Ln nodes shown</source>
            <translation>显示 %Ln 个节点</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>概览</translation>
        </message>
        <message>
            <source>This view is empty.</source>
            <translation>此视图为空。</translation>
        </message>
        <message>
            <source>Click a node or search for a name to see its details. Links in the details move through the graph; the browser's Back button returns.</source>
            <translation>点击节点或搜索名称以查看详情。详情中的链接可在图中跳转；浏览器的“后退”按钮可返回。</translation>
        </message>
        <message>
            <source>Most linked concepts</source>
            <translation>连接最多的概念</translation>
        </message>
        <message>
            <source>Most linked papers</source>
            <translation>连接最多的论文</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>Claims</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>Linked</source>
            <translation>相连</translation>
        </message>
        <message>
            <source>{n} shared</source>
            <translation>{n} 个共同概念</translation>
        </message>
        <message>
            <source>family {name}</source>
            <translation>系列 {name}</translation>
        </message>
        <message>
            <source>{papers} in the corpus</source>
            <translation>语料库中 {papers}</translation>
        </message>
        <message>
            <source>a broader concept no paper names itself</source>
            <translation>没有论文直接提及的上位概念</translation>
        </message>
        <message>
            <source>generic (a catch-all term)</source>
            <translation>泛化概念（笼统的术语）</translation>
        </message>
        <message>
            <source>specificity {score}</source>
            <translation>专指度 {score}</translation>
        </message>
        <message>
            <source>Also written</source>
            <translation>其他写法</translation>
        </message>
        <message>
            <source>Papers in this view ({n})</source>
            <translation>此视图中的论文（{n}）</translation>
        </message>
        <message>
            <source>and {n} more</source>
            <translation>另有 {n} 项</translation>
        </message>
        <message>
            <source>Share of papers per year, {first} to {last}</source>
            <translation>每年论文占比，{first} 至 {last}</translation>
        </message>
        <message>
            <source>{year}: {share} of {papers} ({count})</source>
            <translation>{year}：{share}（{count} / {papers}）</translation>
        </message>
        <message>
            <source>Share of papers per year</source>
            <translation>每年论文占比</translation>
        </message>
        <message>
            <source>peak {share} in {year}</source>
            <translation>{year} 年达到峰值 {share}</translation>
        </message>
        <message>
            <source>First seen {when}</source>
            <translation>首次出现：{when}</translation>
        </message>
        <message>
            <source> (not a web link): </source>
            <translation>（不是网页链接）：</translation>
        </message>
        <message>
            <source>No match</source>
            <translation>无匹配项</translation>
        </message>
        <message>
            <source>The graph could not be drawn: {error}</source>
            <translation>无法绘制图：{error}</translation>
        </message>
        <message>
            <source>Proposes</source>
            <translation>提出</translation>
        </message>
        <message>
            <source>Uses</source>
            <translation>使用</translation>
        </message>
        <message>
            <source>Uses models</source>
            <translation>使用的模型</translation>
        </message>
        <message>
            <source>Evaluated on</source>
            <translation>评测于</translation>
        </message>
        <message>
            <source>Targets hardware</source>
            <translation>目标硬件</translation>
        </message>
        <message>
            <source>Addresses</source>
            <translation>针对的任务</translation>
        </message>
        <message>
            <source>Often named with</source>
            <translation>常一同出现</translation>
        </message>
        <message>
            <source>Similar papers</source>
            <translation>相似论文</translation>
        </message>
        <message>
            <source>Broader</source>
            <translation>上位概念</translation>
        </message>
        <message>
            <source>Narrower</source>
            <translation>下位概念</translation>
        </message>
        <message>
            <source>Search names and aliases</source>
            <translation>搜索名称和别名</translation>
        </message>
        <message>
            <source>Search nodes by name or alias</source>
            <translation>按名称或别名搜索节点</translation>
        </message>
        <message>
            <source>Graph of papers and concepts</source>
            <translation>论文与概念的图</translation>
        </message>
        <message>
            <source>Legend</source>
            <translation>图例</translation>
        </message>
        <message>
            <source>Node types</source>
            <translation>节点类型</translation>
        </message>
        <message>
            <source>Show the whole graph</source>
            <translation>显示整个图</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>适应</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>连接</translation>
        </message>
        <message>
            <source>Years</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>First year shown</source>
            <translation>显示的起始年份</translation>
        </message>
        <message>
            <source>Last year shown</source>
            <translation>显示的结束年份</translation>
        </message>
        <message>
            <source>This page needs JavaScript to draw the graph.</source>
            <translation>此网页需要 JavaScript 才能绘制图。</translation>
        </message>
    </context>
    <context>
        <name>FilterPanel</name>
        <message>
            <source>Group by family</source>
            <translation>按系列分组</translation>
        </message>
        <message>
            <source>Show each concept as its family: LLaMA-2-7B and LLaMA-2-13B as LLaMA (also in the gap matrix and the claims table)</source>
            <translation>将每个概念显示为其所属系列：LLaMA-2-7B 和 LLaMA-2-13B 显示为 LLaMA（空白矩阵和结论表中同样适用）</translation>
        </message>
        <message>
            <source>Show generic concepts</source>
            <translation>显示泛化概念</translation>
        </message>
        <message>
            <source>Show catch-all concepts such as “neural network” in the overview (a focused neighbourhood always shows them; search always finds them)</source>
            <translation>在概览中显示“神经网络”这类笼统的概念（聚焦的邻域总会显示它们，搜索也总能找到它们）</translation>
        </message>
        <message>
            <source>Hide nodes with fewer links than this</source>
            <translation>隐藏连接数少于此值的节点</translation>
        </message>
        <message>
            <source>Min. links</source>
            <translation>最少连接数</translation>
        </message>
        <message>
            <source>How many steps around the focused node to show</source>
            <translation>显示聚焦节点周围多少步以内的节点</translation>
        </message>
        <message>
            <source>Focus depth</source>
            <translation>聚焦深度</translation>
        </message>
        <message>
            <source>Leave focus</source>
            <translation>取消聚焦</translation>
        </message>
        <message>
            <source>Leave the focused neighbourhood</source>
            <translation>离开聚焦的邻域</translation>
        </message>
        <message>
            <source>Show more</source>
            <translation>显示更多</translation>
        </message>
        <message>
            <source>Show twice as many of the most connected nodes</source>
            <translation>显示两倍数量的连接最多的节点</translation>
        </message>
        <message>
            <source>Focused on: {name}</source>
            <translation>聚焦于：{name}</translation>
        </message>
        <message>
            <source>Whole graph (double-click a node to focus)</source>
            <translation>整个图（双击节点以聚焦）</translation>
        </message>
        <message>
            <source>Showing {shown} of {total}</source>
            <translation>显示 {shown} / {total}</translation>
        </message>
    </context>
    <context>
        <name>GapPanel</name>
        <message>
            <source>gap</source>
            <translation>空白</translation>
        </message>
        <message>
            <source>top </source>
            <extracomment>Cell shading: white (light palette) or dark grey towards this blue as counts grow.</extracomment>
            <translation>前 </translation>
        </message>
        <message>
            <source>Click a cell to list its papers.</source>
            <translation>点击单元格以列出其论文。</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>行</translation>
        </message>
        <message>
            <source>× Columns</source>
            <translation>× 列</translation>
        </message>
        <message>
            <source> (concepts grouped by family)</source>
            <translation>（概念按系列分组）</translation>
        </message>
        <message>
            <source>%Ln papers</source>
            <translation>%Ln 篇论文</translation>
        </message>
        <message>
            <source>Gap: {papers}, {expected} expected by chance (lift {lift}, Fisher p = {p}). Click to list the papers on each side.</source>
            <translation>空白：{papers}，随机情况下预期 {expected} 篇（提升度 {lift}，Fisher 检验 p = {p}）。点击以列出两侧的论文。</translation>
        </message>
        <message>
            <source>No paper links these two concepts; chance explains it</source>
            <translation>没有论文同时涉及这两个概念；这可以由随机性解释</translation>
        </message>
        <message>
            <source>{row} × {column}: %Ln papers</source>
            <translation>{row} × {column}：%Ln 篇论文</translation>
        </message>
        <message>
            <source>Gap: {row} × {column}, {observed} shared where {expected} were expected</source>
            <translation>空白：{row} × {column}，共同论文 {observed} 篇，预期 {expected} 篇</translation>
        </message>
        <message>
            <source>Only {name} (%Ln papers)</source>
            <translation>仅 {name}（%Ln 篇论文）</translation>
        </message>
        <message>
            <source>Click to select this paper</source>
            <translation>点击以选中这篇论文</translation>
        </message>
        <message>
            <source>no concepts</source>
            <translation>没有概念</translation>
        </message>
        <message>
            <source>No gap among {cells} cells: no pair meets much less often than chance predicts (a gap needs {least}+ expected shared papers)</source>
            <translation>{cells} 个单元格中没有空白：没有哪一对概念的共现明显少于随机预期（空白要求预期共同论文数不少于 {least}）</translation>
        </message>
        <message>
            <source>%Ln gaps among {cells} cells, the most surprising first</source>
            <translation>{cells} 个单元格中有 %Ln 个空白，最出人意料的排在前面</translation>
        </message>
    </context>
    <context>
        <name>Hierarchy</name>
        <message>
            <source>generic</source>
            <extracomment>How many narrower concepts or members a page lists before it says how many more there are.</extracomment>
            <translation>泛化概念</translation>
        </message>
        <message>
            <source>specificity {score}</source>
            <translation>专指度 {score}</translation>
        </message>
        <message>
            <source>family {name}</source>
            <translation>系列 {name}</translation>
        </message>
        <message>
            <source>%Ln mentions</source>
            <translation>提及 %Ln 次</translation>
        </message>
        <message>
            <source>and {more} more</source>
            <translation>另有 {more} 项</translation>
        </message>
        <message>
            <source>Broader</source>
            <translation>上位概念</translation>
        </message>
        <message>
            <source>Narrower ({count})</source>
            <translation>下位概念（{count}）</translation>
        </message>
        <message>
            <source>A family no paper names itself: it groups its members.</source>
            <translation>没有论文直接提及的系列：它将其成员归为一组。</translation>
        </message>
        <message>
            <source>Members ({count})</source>
            <translation>成员（{count}）</translation>
        </message>
    </context>
    <context>
        <name>HitModel</name>
        <message>
            <source>exact match</source>
            <extracomment>What the completer writes into the box for a row: the node's own label. How a hit matched (in the order of ``search_rank.QUALITY_NAMES``), as the tooltip says it.</extracomment>
            <translation>完全匹配</translation>
        </message>
        <message>
            <source>prefix match</source>
            <translation>前缀匹配</translation>
        </message>
        <message>
            <source>word prefix match</source>
            <translation>词前缀匹配</translation>
        </message>
        <message>
            <source>substring match</source>
            <translation>子串匹配</translation>
        </message>
        <message>
            <source>close spelling match</source>
            <translation>近似拼写匹配</translation>
        </message>
    </context>
    <context>
        <name>InsightDocks</name>
        <message>
            <source>Explorer edits (*.json);;All files (*)</source>
            <translation>Explorer 编辑文件 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Claims</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>Compare Papers</source>
            <translation>比较论文</translation>
        </message>
        <message>
            <source>Gap Matrix</source>
            <translation>空白矩阵</translation>
        </message>
        <message>
            <source>Trends</source>
            <translation>趋势</translation>
        </message>
        <message>
            <source>Claims &amp;Table</source>
            <translation>结论表(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Compare Papers</source>
            <translation>比较论文(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Gap Matrix</source>
            <translation>空白矩阵(&amp;G)</translation>
        </message>
        <message>
            <source>T&amp;rends</source>
            <translation>趋势(&amp;R)</translation>
        </message>
        <message>
            <source>Export Claims as &amp;CSV…</source>
            <translation>将结论导出为 CSV(&amp;C)…</translation>
        </message>
        <message>
            <source>Export Curation &amp;Edits…</source>
            <translation>导出校订编辑(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Import Curation Edits…</source>
            <translation>导入校订编辑(&amp;I)…</translation>
        </message>
        <message>
            <source>Export claims</source>
            <translation>导出结论</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Exported %Ln claims</source>
            <translation>已导出 %Ln 条结论</translation>
        </message>
        <message>
            <source>Export curation edits</source>
            <translation>导出校订编辑</translation>
        </message>
        <message>
            <source>Exported %Ln edits</source>
            <translation>已导出 %Ln 项编辑</translation>
        </message>
        <message>
            <source>Import curation edits</source>
            <translation>导入校订编辑</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <extracomment>The locale each language formats numbers in. A menu text's mnemonic: "&amp;Open" or, in Chinese menus, "打开(&amp;O)".</extracomment>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Takes effect when Explorer restarts</source>
            <translation>重新启动 Explorer 后生效</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The new language is used when Explorer starts again. Close and reopen Explorer to see it.</source>
            <translation>新的语言将在 Explorer 下次启动时使用。请关闭并重新打开 Explorer。</translation>
        </message>
    </context>
    <context>
        <name>LayoutJob</name>
        <message>
            <source>layout failed: {error}</source>
            <translation>布局失败：{error}</translation>
        </message>
    </context>
    <context>
        <name>LayoutPanel</name>
        <message>
            <source>Room between nodes (1 is the default)</source>
            <translation>节点之间的间距（默认为 1）</translation>
        </message>
        <message>
            <source>Spread</source>
            <translation>间距</translation>
        </message>
        <message>
            <source>Keep nodes apart</source>
            <translation>避免节点重叠</translation>
        </message>
        <message>
            <source>Push overlapping nodes apart after the layout</source>
            <translation>布局完成后推开重叠的节点</translation>
        </message>
        <message>
            <source>Tint communities</source>
            <translation>为社区着色</translation>
        </message>
        <message>
            <source>Shade groups of closely linked nodes, named by their hub</source>
            <translation>为紧密相连的节点群着色，并以其中心节点命名</translation>
        </message>
        <message>
            <source>Re-run layout</source>
            <translation>重新布局</translation>
        </message>
        <message>
            <source>Lay the shown nodes out afresh (big views are cached)</source>
            <translation>重新排列显示的节点（大视图的布局会缓存）</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <source>Click a type to show or hide it</source>
            <translation>点击类型以显示或隐藏</translation>
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <source>Corpora, graphs and views (*.jsonl *.json *.csv *.bib *.ris *.txt *.sqlite *.graphml *.gexf *.json.gz *.explorer-view.json);;JSON Lines (*.jsonl);;JSON, CSL JSON and views (*.json);;RIS (*.ris);;BibTeX (*.bib);;CSV (*.csv);;Zotero database (*.sqlite);;Compressed graph (*.json.gz);;All files (*)</source>
            <translation>语料库、图和视图 (*.jsonl *.json *.csv *.bib *.ris *.txt *.sqlite *.graphml *.gexf *.json.gz *.explorer-view.json);;JSON Lines (*.jsonl);;JSON、CSL JSON 和视图 (*.json);;RIS (*.ris);;BibTeX (*.bib);;CSV (*.csv);;Zotero 数据库 (*.sqlite);;压缩的图 (*.json.gz);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Zotero database (zotero.sqlite *.sqlite);;All files (*)</source>
            <translation>Zotero 数据库 (zotero.sqlite *.sqlite);;所有文件 (*)</translation>
        </message>
        <message>
            <source>{name} (view)</source>
            <translation>{name}（视图）</translation>
        </message>
        <message>
            <source>Zotero: {collection}</source>
            <translation>Zotero：{collection}</translation>
        </message>
        <message>
            <source>Zotero library</source>
            <translation>Zotero 文献库</translation>
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation>打开文件夹(&amp;F)…</translation>
        </message>
        <message>
            <source>Open &amp;Zotero Library…</source>
            <translation>打开 Zotero 文献库(&amp;Z)…</translation>
        </message>
        <message>
            <source>Open &amp;View…</source>
            <translation>打开视图(&amp;V)…</translation>
        </message>
        <message>
            <source>&amp;Save View…</source>
            <translation>保存视图(&amp;S)…</translation>
        </message>
        <message>
            <source>Open every corpus file in a folder</source>
            <translation>打开文件夹中的所有语料文件</translation>
        </message>
        <message>
            <source>Save the corpus, filters, selection, zoom and edits as a view file</source>
            <translation>将语料库、筛选条件、选择、缩放和编辑保存为视图文件</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>打开文件夹</translation>
        </message>
        <message>
            <source>Open Zotero library (zotero.sqlite)</source>
            <translation>打开 Zotero 文献库 (zotero.sqlite)</translation>
        </message>
    </context>
    <context>
        <name>LoadActions</name>
        <message>
            <source>Loading {names}</source>
            <translation>正在载入 {names}</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>正在取消…</translation>
        </message>
        <message>
            <source>Loaded {name}</source>
            <translation>已载入 {name}</translation>
        </message>
        <message>
            <source>{problem}

%Ln other records are valid. Load them and leave out the bad ones?</source>
            <translation>{problem}

其余 %Ln 条记录有效。是否载入有效记录并略过有问题的记录？</translation>
        </message>
        <message>
            <source>Load the valid records</source>
            <translation>载入有效记录</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>{problem} (%Ln other records are valid: open it again and choose “Load the valid records”)</source>
            <translation>{problem}（其余 %Ln 条记录有效：请重新打开并选择“载入有效记录”）</translation>
        </message>
        <message>
            <source>Loading cancelled; the previous graph stays</source>
            <translation>已取消载入；保留之前的图</translation>
        </message>
    </context>
    <context>
        <name>LoadNotes</name>
        <message>
            <source> (+{more} more)</source>
            <translation>（另有 {more} 条）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Filters</source>
            <translation>筛选</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>布局</translation>
        </message>
        <message>
            <source>Nothing matches “{text}”</source>
            <translation>没有与“{text}”匹配的项</translation>
        </message>
        <message>
            <source>Extracting %v/%m</source>
            <translation>正在抽取 %v/%m</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Showing {shown} of {total}</source>
            <translation>显示 {shown}，共 {total}</translation>
        </message>
        <message>
            <source>Path mode: click two nodes to connect them</source>
            <translation>路径模式：点击两个节点以连接它们</translation>
        </message>
        <message>
            <source>Shortest path: %Ln steps</source>
            <translation>最短路径：%Ln 步</translation>
        </message>
        <message>
            <source>These two nodes are not connected</source>
            <translation>这两个节点之间没有连接</translation>
        </message>
        <message>
            <source>Open corpus, graph or view</source>
            <translation>打开语料库、图或视图</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>Export View as &amp;HTML…</source>
            <translation>将视图导出为 HTML(&amp;H)…</translation>
        </message>
        <message>
            <source>Export Whole View as PNG/SVG…</source>
            <translation>将整个视图导出为 PNG/SVG…</translation>
        </message>
        <message>
            <source>Export Visible Part as PNG/SVG…</source>
            <translation>将可见部分导出为 PNG/SVG…</translation>
        </message>
        <message>
            <source>Export View as GraphML/GEXF…</source>
            <translation>将视图导出为 GraphML/GEXF…</translation>
        </message>
        <message>
            <source>Export Graph as GraphML/GEXF/JSON…</source>
            <translation>将图导出为 GraphML/GEXF/JSON…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>查找(&amp;F)…</translation>
        </message>
        <message>
            <source>&amp;Fit to Window</source>
            <translation>适应窗口(&amp;F)</translation>
        </message>
        <message>
            <source>Show the whole graph</source>
            <translation>显示整个图</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>后退(&amp;B)</translation>
        </message>
        <message>
            <source>Previous selection</source>
            <translation>上一个选择</translation>
        </message>
        <message>
            <source>&amp;Forward</source>
            <translation>前进(&amp;F)</translation>
        </message>
        <message>
            <source>Next selection</source>
            <translation>下一个选择</translation>
        </message>
        <message>
            <source>Show &amp;Everything</source>
            <translation>显示全部(&amp;E)</translation>
        </message>
        <message>
            <source>Every node of the graph: no focus, every type, generic concepts, no minimum; fitted</source>
            <translation>图中的所有节点：不聚焦、所有类型、包括泛化概念、无最少连接数限制，并适应窗口</translation>
        </message>
        <message>
            <source>&amp;Path Mode</source>
            <translation>路径模式(&amp;P)</translation>
        </message>
        <message>
            <source>Click two nodes to see the shortest path between them</source>
            <translation>点击两个节点以查看它们之间的最短路径</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Dark Theme</source>
            <translation>深色主题(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Group by Family</source>
            <translation>按系列分组(&amp;G)</translation>
        </message>
        <message>
            <source>Show each concept as its family (LLaMA-2-7B as LLaMA)</source>
            <translation>将每个概念显示为其所属系列（LLaMA-2-7B 显示为 LLaMA）</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Navigation</source>
            <translation>导航</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <source>Merge “{}” into (type to find a concept, pick it from the list):</source>
            <translation>将“{}”合并到（输入以查找概念，从列表中选择）：</translation>
        </message>
        <message>
            <source>Pick a concept from the list, or type its full name.</source>
            <translation>请从列表中选择一个概念，或输入其完整名称。</translation>
        </message>
        <message>
            <source>Merge Concept</source>
            <translation>合并概念</translation>
        </message>
        <message>
            <source>concept name</source>
            <translation>概念名称</translation>
        </message>
    </context>
    <context>
        <name>NodeMenu</name>
        <message>
            <source>Select</source>
            <translation>选择</translation>
        </message>
        <message>
            <source>Focus on Neighbourhood</source>
            <translation>聚焦到邻域</translation>
        </message>
        <message>
            <source>Why Connected? From Here…</source>
            <translation>为何相连？从此处开始…</translation>
        </message>
        <message>
            <source>Similar Papers</source>
            <translation>相似论文</translation>
        </message>
        <message>
            <source>Copy Name</source>
            <translation>复制名称</translation>
        </message>
    </context>
    <context>
        <name>PathPage</name>
        <message>
            <source>No path joins these two nodes.</source>
            <translation>没有路径连接这两个节点。</translation>
        </message>
        <message>
            <source>Path {number} · %Ln steps</source>
            <translation>路径 {number} · %Ln 步</translation>
        </message>
        <message>
            <source>(on the canvas)</source>
            <translation>（已显示在画布上）</translation>
        </message>
        <message>
            <source>show</source>
            <translation>显示</translation>
        </message>
        <message>
            <source>(generic)</source>
            <translation>（泛化概念）</translation>
        </message>
    </context>
    <context>
        <name>Paths</name>
        <message>
            <source>{narrower} is a size of {broader}</source>
            <extracomment>Hops a generic concept adds to a path through it. Paths listed when no number is asked for. Edges a "why" path may follow unless told otherwise: the links papers make, and the concept hierarchy (``co_occurs`` and ``similar`` summarise papers that the paths show).</extracomment>
            <translation>{narrower} 是 {broader} 的一种规模</translation>
        </message>
        <message>
            <source>{narrower} is a version of {broader}</source>
            <translation>{narrower} 是 {broader} 的一个版本</translation>
        </message>
        <message>
            <source>{narrower} is a variant of {broader}</source>
            <translation>{narrower} 是 {broader} 的一个变体</translation>
        </message>
        <message>
            <source>{narrower} is a kind of {broader}</source>
            <translation>{narrower} 是 {broader} 的一种</translation>
        </message>
        <message>
            <source>named together in %Ln papers</source>
            <translation>在 %Ln 篇论文中一同出现</translation>
        </message>
        <message>
            <source>%Ln concepts in common</source>
            <translation>%Ln 个共同概念</translation>
        </message>
    </context>
    <context>
        <name>Screenshot</name>
        <message>
            <source>no node matches {name}</source>
            <translation>没有与 {name} 匹配的节点</translation>
        </message>
    </context>
    <context>
        <name>Search</name>
        <message>
            <source>NODE</source>
            <extracomment>Where a word starts inside a folded name: after a space, hyphen, slash or bracket. Longer names (titles) are left out of the close-spelling search: it would cost too much.</extracomment>
            <translation>节点</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Find a paper or concept…  type:dataset  (Ctrl+F)</source>
            <translation>查找论文或概念…  type:dataset  (Ctrl+F)</translation>
        </message>
    </context>
    <context>
        <name>SimilarPanel</name>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Shared concepts</source>
            <translation>共同概念</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Back to Graph</source>
            <extracomment>Width the dock takes when it opens (titles need room).</extracomment>
            <translation>返回图</translation>
        </message>
        <message>
            <source>Papers most similar to “{title}”</source>
            <translation>与“{title}”最相似的论文</translation>
        </message>
        <message>
            <source>colour: year</source>
            <translation>颜色：年份</translation>
        </message>
        <message>
            <source>all {year}</source>
            <translation>均为 {year} 年</translation>
        </message>
        <message>
            <source>{shade} · size: links among these papers · line: shared concepts</source>
            <translation>{shade} · 大小：这些论文之间的连接数 · 连线：共同概念</translation>
        </message>
        <message>
            <source>Similar Papers</source>
            <translation>相似论文</translation>
        </message>
    </context>
    <context>
        <name>TrendChart</name>
        <message>
            <source>share of papers (%)</source>
            <extracomment>Text and axes colour of the page style (explorer/export's page.css). Lines per panel: more are unreadable, whatever ``top`` asks for. The offscreen application this module started, when the process had none (the CLI).</extracomment>
            <translation>论文占比 (%)</translation>
        </message>
        <message>
            <source>papers per year: {counts}</source>
            <translation>每年论文数：{counts}</translation>
        </message>
    </context>
    <context>
        <name>TrendPage</name>
        <message>
            <source>First seen in {year} at {venue}</source>
            <extracomment>Rows of the sparkline table: its height in steps. Each graph's papers per year, and each paper's (year, venue): read once, not per selection.</extracomment>
            <translation>首次出现于 {year} 年，{venue}</translation>
        </message>
        <message>
            <source>First seen in {year}</source>
            <translation>首次出现于 {year} 年</translation>
        </message>
        <message>
            <source>Over the years</source>
            <translation>历年变化</translation>
        </message>
        <message>
            <source>Share of papers per year: {shares}</source>
            <translation>每年论文占比：{shares}</translation>
        </message>
    </context>
    <context>
        <name>TrendTable</name>
        <message>
            <source>Concept</source>
            <extracomment>Which lists the dock can show; the combo box offers them in this order.</extracomment>
            <translation>概念</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Trend</source>
            <translation>趋势</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>论文数</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>变化</translation>
        </message>
        <message>
            <source>Late share</source>
            <translation>近期占比</translation>
        </message>
        <message>
            <source>Shares per year</source>
            <translation>每年占比</translation>
        </message>
        <message>
            <source>rising</source>
            <extracomment>The tags of the Trend column, as the table writes them.</extracomment>
            <translation>上升</translation>
        </message>
        <message>
            <source>fading</source>
            <translation>下降</translation>
        </message>
        <message>
            <source>new</source>
            <translation>新出现</translation>
        </message>
        <message>
            <source>bursting</source>
            <translation>爆发</translation>
        </message>
        <message>
            <source>new in {year}</source>
            <extracomment>The role every column sorts by (numbers as numbers). The role holding a row's node id.</extracomment>
            <translation>{year} 年新出现</translation>
        </message>
        <message>
            <source>burst {year}</source>
            <translation>{year} 年爆发</translation>
        </message>
        <message>
            <source>burst {first}–{last}</source>
            <translation>{first}–{last} 年爆发</translation>
        </message>
        <message>
            <source>Share of papers in {late} minus the share in {early}, in percentage points</source>
            <translation>{late} 的论文占比减去 {early} 的论文占比（百分点）</translation>
        </message>
        <message>
            <source>Share of papers in {late}</source>
            <translation>{late} 的论文占比</translation>
        </message>
        <message>
            <source>{change} pp</source>
            <translation>{change} 个百分点</translation>
        </message>
    </context>
    <context>
        <name>Trends</name>
        <message>
            <source>No paper has a year (the corpus field 'year'), so there are no trends over time.</source>
            <extracomment>No paper carries a year: the one explanation the CLI and the page give.</extracomment>
            <translation>没有论文带有年份（语料字段 year），因此没有随时间变化的趋势。</translation>
        </message>
        <message>
            <source>The graph has no papers, so there are no trends.</source>
            <translation>图中没有论文，因此没有趋势。</translation>
        </message>
        <message>
            <source>{without} of %Ln papers have no year and are left out of the per-year figures.</source>
            <translation>%Ln 篇论文中有 {without} 篇没有年份，未计入每年的统计。</translation>
        </message>
    </context>
    <context>
        <name>TrendsPanel</name>
        <message>
            <source>Computing trends…</source>
            <translation>正在计算趋势…</translation>
        </message>
        <message>
            <source>All</source>
            <extracomment>The lists of :data:`LISTS` as the combo box offers them.</extracomment>
            <translation>全部</translation>
        </message>
        <message>
            <source>Rising</source>
            <translation>上升</translation>
        </message>
        <message>
            <source>Fading</source>
            <translation>下降</translation>
        </message>
        <message>
            <source>New</source>
            <translation>新出现</translation>
        </message>
        <message>
            <source>Bursting</source>
            <translation>爆发</translation>
        </message>
        <message>
            <source>Click a point of the chart to list that year's papers.</source>
            <translation>点击图表中的点以列出该年的论文。</translation>
        </message>
        <message>
            <source>Clear chart</source>
            <translation>清空图表</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>显示</translation>
        </message>
        <message>
            <source>Papers per year: {counts}</source>
            <translation>每年论文数：{counts}</translation>
        </message>
        <message>
            <source>New in {year}</source>
            <translation>{year} 年新出现</translation>
        </message>
        <message>
            <source>%Ln papers of {year} naming {name}</source>
            <translation>{year} 年提及 {name} 的 %Ln 篇论文</translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>Explorer views (*.explorer-view.json);;All files (*)</source>
            <translation>Explorer 视图 (*.explorer-view.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>wait for the corpus to load before saving a view</source>
            <translation>请等语料库载入完成后再保存视图</translation>
        </message>
        <message>
            <source>open a corpus before saving a view</source>
            <translation>请先打开语料库再保存视图</translation>
        </message>
        <message>
            <source>Save view</source>
            <translation>保存视图</translation>
        </message>
        <message>
            <source>Saved the view to {name}</source>
            <translation>视图已保存到 {name}</translation>
        </message>
        <message>
            <source>Open view</source>
            <translation>打开视图</translation>
        </message>
    </context>
    <context>
        <name>Vocabulary</name>
        <message>
            <source>paper</source>
            <extracomment>Edge relation -&gt; (colour, dashed). How a type or relation missing from the tables is drawn. Node type -&gt; (singular, plural) as legends and counts write it.</extracomment>
            <translation>论文</translation>
        </message>
        <message>
            <source>papers</source>
            <translation>论文</translation>
        </message>
        <message>
            <source>method</source>
            <translation>方法</translation>
        </message>
        <message>
            <source>methods</source>
            <translation>方法</translation>
        </message>
        <message>
            <source>model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>models</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>dataset</source>
            <translation>数据集</translation>
        </message>
        <message>
            <source>datasets</source>
            <translation>数据集</translation>
        </message>
        <message>
            <source>hardware</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>task</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>tasks</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>PAPER</source>
            <extracomment>Node type -&gt; the tag pages show beside a concept's name.</extracomment>
            <translation>论文</translation>
        </message>
        <message>
            <source>METHOD</source>
            <translation>方法</translation>
        </message>
        <message>
            <source>MODEL</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>DATASET</source>
            <translation>数据集</translation>
        </message>
        <message>
            <source>HARDWARE</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>TASK</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>proposes</source>
            <extracomment>Edge relation -&gt; its name in legends (read "paper &lt;name&gt; concept").</extracomment>
            <translation>提出</translation>
        </message>
        <message>
            <source>uses</source>
            <translation>使用</translation>
        </message>
        <message>
            <source>uses model</source>
            <translation>使用模型</translation>
        </message>
        <message>
            <source>evaluated on</source>
            <translation>评测于</translation>
        </message>
        <message>
            <source>targets hardware</source>
            <translation>面向硬件</translation>
        </message>
        <message>
            <source>addresses task</source>
            <translation>针对任务</translation>
        </message>
        <message>
            <source>co-occurs with</source>
            <translation>共同出现</translation>
        </message>
        <message>
            <source>similar to</source>
            <translation>相似</translation>
        </message>
        <message>
            <source>broader</source>
            <translation>上位</translation>
        </message>
        <message>
            <source>size</source>
            <extracomment>Why a concept is narrower than another (:mod:`explorer.graph.hierarchy`), as views say it.</extracomment>
            <translation>规模</translation>
        </message>
        <message>
            <source>variant</source>
            <translation>变体</translation>
        </message>
        <message>
            <source>version</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>hardware class</source>
            <translation>硬件类别</translation>
        </message>
        <message>
            <source>head noun</source>
            <translation>中心词</translation>
        </message>
        <message>
            <source>speedup</source>
            <extracomment>The measures of ``resources/insights/claims.json`` as views name them.</extracomment>
            <translation>加速</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>内存</translation>
        </message>
        <message>
            <source>energy</source>
            <translation>能耗</translation>
        </message>
        <message>
            <source>accuracy</source>
            <translation>准确率</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>%Ln nodes</source>
            <extracomment>What every view calls the graph's parts when it counts them (``%Ln``: the count).</extracomment>
            <translation>%Ln 个节点</translation>
        </message>
        <message>
            <source>%Ln concepts</source>
            <translation>%Ln 个概念</translation>
        </message>
        <message>
            <source>%Ln links</source>
            <translation>%Ln 条连接</translation>
        </message>
        <message>
            <source>%Ln papers</source>
            <translation>%Ln 篇论文</translation>
        </message>
    </context>
    <context>
        <name>WhyPanel</name>
        <message>
            <source>Pick two nodes (type a name or use the selection), or click two nodes in Path mode.</source>
            <extracomment>Width the dock takes when Path mode opens it (evidence sentences need room).</extracomment>
            <translation>选择两个节点（输入名称或使用当前选择），或在路径模式下点击两个节点。</translation>
        </message>
        <message>
            <source>Paper or concept…</source>
            <translation>论文或概念…</translation>
        </message>
        <message>
            <source>Use Selection</source>
            <translation>使用所选</translation>
        </message>
        <message>
            <source>Find Paths</source>
            <translation>查找路径</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>清空</translation>
        </message>
        <message>
            <source>From</source>
            <translation>起点</translation>
        </message>
        <message>
            <source>To</source>
            <translation>终点</translation>
        </message>
        <message>
            <source>Now pick the other end.</source>
            <translation>现在请选择另一端。</translation>
        </message>
        <message>
            <source>Finding paths…</source>
            <translation>正在查找路径…</translation>
        </message>
        <message>
            <source>Why Connected?</source>
            <translation>为何相连？</translation>
        </message>
    </context>
    <context>
        <name>YearRange</name>
        <message>
            <source>Show only the papers of these years and the concepts they name</source>
            <translation>只显示这些年份的论文及其提及的概念</translation>
        </message>
        <message>
            <source>Years</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Open a corpus to filter its papers by year</source>
            <translation>打开语料库后可按年份筛选论文</translation>
        </message>
    </context>
</TS>
