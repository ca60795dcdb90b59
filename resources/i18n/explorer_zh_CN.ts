<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>CacheWarnings</name>
        <message>
            <source>lookup</source>
            <extracomment>Bump when the tables or the stored encodings change: older files are replaced. Whole graphs kept (least recently used dropped first); each can be tens of MB.</extracomment>
            <translation>查找</translation>
        </message>
        <message>
            <source>{path}: %Ln unreadable extraction(s) dropped, to be extracted again (first: {problem})</source>
            <translation>{path}: 丢弃了 %Ln 条无法读取的抽取结果，将重新抽取（第一条：{problem}）</translation>
        </message>
        <message>
            <source>graph lookup</source>
            <translation>图查找</translation>
        </message>
        <message>
            <source>unreadable cached graph ({problem})</source>
            <translation>缓存的图无法读取（{problem}）</translation>
        </message>
        <message>
            <source>{path}: cached graph dropped, to be built again ({problem})</source>
            <translation>{path}: 已丢弃缓存的图，将重新构建（{problem}）</translation>
        </message>
        <message>
            <source>graph not cached: it holds a value that is not plain data ({problem})</source>
            <translation>图未缓存：其中含有非纯数据的值（{problem}）</translation>
        </message>
        <message>
            <source>{path}: cache not updated ({problem})</source>
            <translation>{path}: 缓存未更新（{problem}）</translation>
        </message>
        <message>
            <source>{path}: cache {what} skipped ({problem})</source>
            <translation>{path}: 已跳过缓存{what}（{problem}）</translation>
        </message>
        <message>
            <source>{what} failed ({problem})</source>
            <translation>{what}失败（{problem}）</translation>
        </message>
        <message>
            <source>{path}: cannot open the cache ({problem}); caching in memory only</source>
            <translation>{path}: 无法打开缓存（{problem}）；仅在内存中缓存</translation>
        </message>
        <message>
            <source>{path}: read-only cache not usable ({problem}); caching in memory only</source>
            <translation>{path}: 只读缓存不可用（{problem}）；仅在内存中缓存</translation>
        </message>
        <message>
            <source>{path}: the cache is read-only; reading it, storing nothing new</source>
            <translation>{path}: 缓存是只读的；只读取它，不存入新内容</translation>
        </message>
        <message>
            <source>{path}: missing table {tables} created again</source>
            <translation>{path}: 缺少的表 {tables} 已重新创建</translation>
        </message>
        <message>
            <source>{path}: {problem}; moved to {aside}, starting a new cache</source>
            <translation>{path}: {problem}；已移至 {aside}，新建缓存</translation>
        </message>
        <message>
            <source>{path}: {problem}; cannot replace it ({error}); caching in memory only</source>
            <translation>{path}: {problem}；无法替换它（{error}）；仅在内存中缓存</translation>
        </message>
    </context>
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
        <name>CorpusErrors</name>
        <message>
            <source>unparsable BibTeX: undefined @string '{name}' at line {line}</source>
            <extracomment>A located entry start: (line, type, key).</extracomment>
            <translation>无法解析的 BibTeX：第 {line} 行使用了未定义的 @string '{name}'</translation>
        </message>
        <message>
            <source>unparsable BibTeX: undefined @string '{name}'</source>
            <translation>无法解析的 BibTeX：未定义的 @string '{name}'</translation>
        </message>
        <message>
            <source>cannot parse BibTeX entry {entry}</source>
            <translation>无法解析 BibTeX 条目 {entry}</translation>
        </message>
        <message>
            <source>BibTeX entry '{key}' has no abstract</source>
            <translation>BibTeX 条目 '{key}' 没有摘要</translation>
        </message>
        <message>
            <source>empty CSV file: a header row is required</source>
            <translation>CSV 文件为空：需要一行表头</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>no abstract column (columns found: {found}); name one of: {names}</source>
            <translation>没有摘要列（找到的列：{found}）；请将其中一列命名为以下之一：{names}</translation>
        </message>
        <message>
            <source>malformed CSV: {problem}</source>
            <translation>CSV 格式错误：{problem}</translation>
        </message>
        <message>
            <source>a field longer than {limit} MB, the most one record may hold</source>
            <translation>有字段超过 {limit} MB，即单条记录的上限</translation>
        </message>
        <message>
            <source>this is a saved view, not a corpus; export it with `explorer export VIEW.explorer-view.json --html OUT.html`</source>
            <extracomment>explorer's own JSON files that are not corpora, and what to do with them instead.</extracomment>
            <translation>这是保存的视图，不是语料；请用 `explorer export VIEW.explorer-view.json --html OUT.html` 导出</translation>
        </message>
        <message>
            <source>this is a curation edits file, not a corpus; apply it with --edits</source>
            <translation>这是整理编辑文件，不是语料；请用 --edits 应用它</translation>
        </message>
        <message>
            <source>invalid JSON at line {line}: {problem}</source>
            <translation>第 {line} 行 JSON 无效：{problem}</translation>
        </message>
        <message>
            <source>invalid JSON: nested too deeply</source>
            <translation>JSON 无效：嵌套过深</translation>
        </message>
        <message>
            <source>this is a graph file (node-link JSON), not a corpus; open it as a graph</source>
            <translation>这是图文件（node-link JSON），不是语料；请将其作为图打开</translation>
        </message>
        <message>
            <source>expected a list of paper objects or {example}, found an object with keys: {keys}</source>
            <translation>应为论文对象列表或 {example}，却发现含以下键的对象：{keys}</translation>
        </message>
        <message>
            <source>expected a list of paper objects or {example}, found {kind}</source>
            <translation>应为论文对象列表或 {example}，却发现{kind}</translation>
        </message>
        <message>
            <source>invalid JSON: {problem} (column {column})</source>
            <translation>JSON 无效：{problem}（第 {column} 列）</translation>
        </message>
        <message>
            <source>record is {kind}, not a JSON object</source>
            <translation>记录是{kind}，不是 JSON 对象</translation>
        </message>
        <message>
            <source>no corpus file given</source>
            <extracomment>Formats parsed as one document, bounded as a whole rather than per line. The corpus suffixes understood by :func:`read_corpus` (matched case-insensitively).</extracomment>
            <translation>未给出语料文件</translation>
        </message>
        <message>
            <source>file not found</source>
            <translation>找不到文件</translation>
        </message>
        <message>
            <source>is a folder, not a corpus file</source>
            <translation>是文件夹，不是语料文件</translation>
        </message>
        <message>
            <source>unknown corpus format '{suffix}'; supported: {suffixes}</source>
            <translation>未知的语料格式 '{suffix}'；支持：{suffixes}</translation>
        </message>
        <message>
            <source>cannot read this file ({problem})</source>
            <translation>无法读取此文件（{problem}）</translation>
        </message>
        <message>
            <source>{where}: {problem}; skipped</source>
            <translation>{where}: {problem}；已跳过</translation>
        </message>
        <message>
            <source>no papers found</source>
            <translation>未找到论文</translation>
        </message>
        <message>
            <source>no papers found (%Ln bad records skipped)</source>
            <translation>未找到论文（跳过了 %Ln 条错误记录）</translation>
        </message>
        <message>
            <source>{where}: duplicate id '{id}' (first at {first}); renamed to '{new}'</source>
            <translation>{where}: 重复的 ID '{id}'（首次出现于 {first}）；已改名为 '{new}'</translation>
        </message>
        <message>
            <source>authors must be a list or text, not {kind}</source>
            <extracomment>The most one record (a JSON line, a CSV field, an abstract) may hold: sixteen times the longest abstracts seen (1 MB), far below what would exhaust memory. Field -&gt; the names it is read from (normalised by :func:`normalise_key`), preferred first. Fields that name an extra link (besides any field ending in "url").</extracomment>
            <translation>作者必须是列表或文本，而不是{kind}</translation>
        </message>
        <message>
            <source>an author must be text, not {kind}</source>
            <translation>作者必须是文本，而不是{kind}</translation>
        </message>
        <message>
            <source>empty abstract</source>
            <translation>摘要为空</translation>
        </message>
        <message>
            <source>record has no abstract (fields: {names})</source>
            <translation>记录没有摘要（字段：{names}）</translation>
        </message>
        <message>
            <source>abstract of {size} characters, over the {limit} MB one record may hold</source>
            <translation>摘要长 {size} 个字符，超过单条记录 {limit} MB 的上限</translation>
        </message>
        <message>
            <source>{field} must be text, not {kind}</source>
            <translation>{field} 必须是文本，而不是{kind}</translation>
        </message>
        <message>
            <source>id must be text or a number, not {kind}</source>
            <translation>ID 必须是文本或数字，而不是{kind}</translation>
        </message>
        <message>
            <source>not a RIS file: expected a TY tag, found {found}</source>
            <extracomment>Field -&gt; rispy keys it is read from, preferred first.</extracomment>
            <translation>不是 RIS 文件：应为 TY 标签，却发现 {found}</translation>
        </message>
        <message>
            <source>reference has no end tag (ER) before line {line}</source>
            <translation>文献在第 {line} 行之前没有结束标签（ER）</translation>
        </message>
        <message>
            <source>reference has no end tag (ER) before the file ends</source>
            <translation>文献直到文件结尾都没有结束标签（ER）</translation>
        </message>
        <message>
            <source>cannot read this reference</source>
            <translation>无法读取这条文献</translation>
        </message>
        <message>
            <source>a character device</source>
            <extracomment>The most a JSON or BibTeX corpus may hold, since it is parsed as one document (JSON Lines is bounded per line only, and is the format for bigger corpora).</extracomment>
            <translation>字符设备</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>块设备</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>套接字</translation>
        </message>
        <message>
            <source>line longer than {limit} MB, the most one record may hold; is this a corpus file?</source>
            <translation>有一行超过 {limit} MB，即单条记录的上限；这是语料文件吗？</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>特殊文件</translation>
        </message>
        <message>
            <source>is {kind}, not a corpus file</source>
            <translation>是{kind}，不是语料文件</translation>
        </message>
        <message>
            <source>cannot read the file: {problem}</source>
            <translation>无法读取文件：{problem}</translation>
        </message>
        <message>
            <source>longer than {limit} GB, the most a JSON or BibTeX corpus may hold (it is parsed whole); save it as JSON Lines, which is bounded per line only</source>
            <translation>超过 {limit} GB，即 JSON 或 BibTeX 语料的上限（这类文件需整体解析）；请另存为 JSON Lines，它只限制每行的长度</translation>
        </message>
        <message>
            <source>cannot list the folder: {problem}</source>
            <extracomment>Suffixes of Zotero databases (``zotero.sqlite``); read by :mod:`explorer.corpus.zotero`. Where Zotero keeps its database unless told otherwise (all desktop platforms).</extracomment>
            <translation>无法列出文件夹内容：{problem}</translation>
        </message>
        <message>
            <source>no corpus file in this folder (looked for {suffixes})</source>
            <translation>此文件夹中没有语料文件（查找的是 {suffixes}）</translation>
        </message>
        <message>
            <source>not valid UTF-8 (byte {byte} at line {line}); save the file as UTF-8</source>
            <translation>不是有效的 UTF-8（第 {line} 行的字节 {byte}）；请将文件另存为 UTF-8</translation>
        </message>
        <message>
            <source>{encoding} without a byte-order mark</source>
            <extracomment>Bytes looked at to tell UTF-16 without a byte-order mark, and the share of code units that must hold a zero byte on one side (and none on the other) to call it UTF-16.</extracomment>
            <translation>无字节顺序标记的 {encoding}</translation>
        </message>
        <message>
            <source>not valid {encoding} (bad data at line {line}); save the file as UTF-8</source>
            <translation>不是有效的 {encoding}（第 {line} 行数据有误）；请将文件另存为 UTF-8</translation>
        </message>
        <message>
            <source>item {key}: {problem}</source>
            <extracomment>Zotero fields naming where an item appeared, preferred first (Zotero's own field names). Item types that are not works: they hang off a work or are feed entries.</extracomment>
            <translation>条目 {key}：{problem}</translation>
        </message>
        <message>
            <source>the library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>collection {name}</source>
            <translation>分类 {name}</translation>
        </message>
        <message>
            <source>{path}: %Ln of {total} items in {scope} have no abstract and are left out (e.g. {examples})</source>
            <translation>{path}: {scope}的 {total} 个条目中有 %Ln 个没有摘要，已略去（例如 {examples}）</translation>
        </message>
        <message>
            <source>no item with an abstract in {scope} (%Ln items)</source>
            <translation>{scope}中没有带摘要的条目（共 %Ln 个条目）</translation>
        </message>
        <message>
            <source>cannot open the Zotero database: {problem}</source>
            <translation>无法打开 Zotero 数据库：{problem}</translation>
        </message>
        <message>
            <source>cannot read the Zotero database: {problem}</source>
            <translation>无法读取 Zotero 数据库：{problem}</translation>
        </message>
        <message>
            <source>not an SQLite database; a Zotero library is the zotero.sqlite file in Zotero's data folder</source>
            <translation>不是 SQLite 数据库；Zotero 文献库是 Zotero 数据文件夹中的 zotero.sqlite 文件</translation>
        </message>
        <message>
            <source>not a Zotero database (no table {tables})</source>
            <translation>不是 Zotero 数据库（没有表 {tables}）</translation>
        </message>
        <message>
            <source>field {name} holds binary data, not text</source>
            <translation>字段 {name} 含有二进制数据，而不是文本</translation>
        </message>
        <message>
            <source>no collection {name} (collections: {known})</source>
            <translation>没有分类 {name}（现有分类：{known}）</translation>
        </message>
        <message>
            <source>several collections are named {name}: give one of {paths}</source>
            <translation>有多个分类名为 {name}：请给出其中之一 {paths}</translation>
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
        <name>CurationErrors</name>
        <message>
            <source>an edit is an object, not {kind}</source>
            <extracomment>Fields each op needs (all text naming a concept, a label, a type or an alias). Longest label or alias an edit may set (a label is a name, not a paragraph).</extracomment>
            <translation>编辑应是对象，而不是 {kind}</translation>
        </message>
        <message>
            <source>unknown edit op {op} (expected one of {ops})</source>
            <translation>未知的编辑操作 {op}（应为 {ops} 之一）</translation>
        </message>
        <message>
            <source>{op} edit needs {key}</source>
            <translation>{op} 编辑需要 {key}</translation>
        </message>
        <message>
            <source>{op} edit: {key} must be text, not {kind}</source>
            <translation>{op} 编辑：{key} 必须是文本，而不是 {kind}</translation>
        </message>
        <message>
            <source>{op} edit: {key} is blank</source>
            <translation>{op} 编辑：{key} 为空</translation>
        </message>
        <message>
            <source>{op} edit: {key} holds a control character</source>
            <translation>{op} 编辑：{key} 含有控制字符</translation>
        </message>
        <message>
            <source>{op} edit: {key} is {length} characters (at most {most})</source>
            <translation>{op} 编辑：{key} 长 {length} 个字符（最多 {most} 个）</translation>
        </message>
        <message>
            <source>unknown type {type} (expected one of {types})</source>
            <translation>未知类型 {type}（应为 {types} 之一）</translation>
        </message>
        <message>
            <source>cannot merge a concept into itself</source>
            <translation>不能把概念合并到它自身</translation>
        </message>
        <message>
            <source>edit {number} ({op}) skipped: {reason}</source>
            <translation>已跳过第 {number} 条编辑（{op}）：{reason}</translation>
        </message>
        <message>
            <source>no concept {node} in this graph</source>
            <translation>此图中没有概念 {node}</translation>
        </message>
        <message>
            <source>{alias} is not an alias of {node}</source>
            <translation>{alias} 不是 {node} 的别名</translation>
        </message>
        <message>
            <source>a concept {node} exists already; merge instead</source>
            <translation>概念 {node} 已存在；请改用合并</translation>
        </message>
        <message>
            <source>edits file not found</source>
            <extracomment>Largest edits file read (a team's edits are kilobytes; this is a guard, not a limit).</extracomment>
            <translation>找不到编辑文件</translation>
        </message>
        <message>
            <source>cannot read the edits file: {problem}</source>
            <translation>无法读取编辑文件：{problem}</translation>
        </message>
        <message>
            <source>edits file over {size} MB</source>
            <translation>编辑文件超过 {size} MB</translation>
        </message>
        <message>
            <source>edits file is not valid UTF-8</source>
            <translation>编辑文件不是有效的 UTF-8</translation>
        </message>
        <message>
            <source>invalid JSON: {problem}</source>
            <translation>JSON 无效：{problem}</translation>
        </message>
        <message>
            <source>edits file nested too deeply to be edits</source>
            <translation>编辑文件嵌套过深，不可能是编辑</translation>
        </message>
        <message>
            <source>not an explorer edits file (expected "format": "{format}")</source>
            <translation>不是 explorer 编辑文件（应含 "format": "{format}"）</translation>
        </message>
        <message>
            <source>edits format version {version}; this program reads version {known}</source>
            <translation>编辑格式版本为 {version}；本程序读取的是版本 {known}</translation>
        </message>
        <message>
            <source>"edits" must be a list</source>
            <translation>"edits" 必须是列表</translation>
        </message>
        <message>
            <source>edit {number}: {problem}</source>
            <translation>第 {number} 条编辑：{problem}</translation>
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
        <name>Errors</name>
        <message>
            <source>{problem} (%Ln other records are valid; pass skip_bad / --skip-bad to load them)</source>
            <translation>{problem}（另有 %Ln 条记录有效；传入 skip_bad / --skip-bad 即可加载它们）</translation>
        </message>
        <message>
            <source>no input files given</source>
            <extracomment>Papers to extract from which worker processes pay for their start (about 2 s each). Most processes an automatic choice uses: each holds a spaCy pipeline (about 200 MB).</extracomment>
            <translation>未给出输入文件</translation>
        </message>
        <message>
            <source>open a saved graph file on its own, not together with other files</source>
            <translation>请单独打开保存的图文件，不要与其他文件一起打开</translation>
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
        <name>ExportErrors</name>
        <message>
            <source>{path}: the view has {count} nodes (over {most}); the page will be slow to use, so focus on a node or filter by type before exporting</source>
            <extracomment>vis-network as shipped inside pyvis 0.3.2. Characters that could end the JSON block or a script early, or break JS parsers.</extracomment>
            <translation>{path}: 该视图有 {count} 个节点（超过 {most} 个）；页面会很慢，请在导出前聚焦到某个节点或按类型筛选</translation>
        </message>
        <message>
            <source>cannot write the HTML page: {problem}</source>
            <translation>无法写入 HTML 页面：{problem}</translation>
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
        <name>Exporting</name>
        <message>
            <source>the graph file</source>
            <extracomment>Longest side of a picture of the whole view, in pixels before ``scale``. Room around the nodes of a whole view (scene units), and where the legend sits (pixels).</extracomment>
            <translation>图文件</translation>
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
        <name>GraphErrors</name>
        <message>
            <source>unknown graph format {suffix}; use {formats}</source>
            <extracomment>Characters XML 1.0 cannot hold (corpus text may contain them, e.g. form feeds).</extracomment>
            <translation>未知的图格式 {suffix}；请使用 {formats}</translation>
        </message>
        <message>
            <source>(no suffix)</source>
            <translation>（无后缀）</translation>
        </message>
        <message>
            <source>cannot write the graph: {problem}</source>
            <translation>无法写入图：{problem}</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>没有这个文件</translation>
        </message>
        <message>
            <source>cannot read: {problem}</source>
            <translation>无法读取：{problem}</translation>
        </message>
        <message>
            <source>malformed {format} file: {problem}</source>
            <translation>{format} 文件格式错误：{problem}</translation>
        </message>
        <message>
            <source>not a gzip file ({problem})</source>
            <extracomment>Pieces of text joined before each write (fewer, larger writes).</extracomment>
            <translation>不是 gzip 文件（{problem}）</translation>
        </message>
        <message>
            <source>invalid JSON: {problem} (column {column})</source>
            <translation>JSON 无效：{problem}（第 {column} 列）</translation>
        </message>
        <message>
            <source>not UTF-8 text: {problem}</source>
            <translation>不是 UTF-8 文本：{problem}</translation>
        </message>
        <message>
            <source>JSON nested too deeply</source>
            <translation>JSON 嵌套过深</translation>
        </message>
        <message>
            <source>not a node-link graph (no "nodes" list)</source>
            <translation>不是 node-link 图（没有 "nodes" 列表）</translation>
        </message>
        <message>
            <source>a directed or multi-graph; expected an undirected graph</source>
            <translation>这是有向图或多重图；应为无向图</translation>
        </message>
        <message>
            <source>graph schema {schema} is newer than this program's ({ours})</source>
            <translation>图的结构版本 {schema} 比本程序的（{ours}）新</translation>
        </message>
        <message>
            <source>malformed node-link graph ({problem})</source>
            <translation>node-link 图格式错误（{problem}）</translation>
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
        <name>Loader</name>
        <message>
            <source>cannot load the extraction pipeline: {problem}</source>
            <extracomment>A file stopped at a bad record although others are valid: ``file:line: problem``, how many are valid. The window offers to load the valid ones (``skip_bad``). Curation edits to put in force instead of the corpus's stored ones (None: stored).</extracomment>
            <translation>无法加载抽取流程：{problem}</translation>
        </message>
        <message>
            <source>unexpected error while loading: {problem}</source>
            <translation>加载时发生意外错误：{problem}</translation>
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
        <name>OutputErrors</name>
        <message>
            <source>a name without suffix</source>
            <translation>没有后缀的文件名</translation>
        </message>
        <message>
            <source>{option} cannot be written as {written}; use {suffixes}</source>
            <translation>{option} 不能写成 {written}；请使用 {suffixes}</translation>
        </message>
        <message>
            <source> or </source>
            <translation> 或 </translation>
        </message>
        <message>
            <source>{option} is a folder; give a file name</source>
            <translation>{option} 是文件夹；请给出文件名</translation>
        </message>
        <message>
            <source>{option} is an input file{alias}; writing it would destroy that input, so choose another output</source>
            <translation>{option} 是输入文件{alias}；写入它会毁掉这个输入，请另选输出位置</translation>
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
        <name>SystemText</name>
        <message>
            <source>Expecting value</source>
            <translation>缺少值</translation>
        </message>
        <message>
            <source>Expecting ',' delimiter</source>
            <translation>缺少分隔符 ','</translation>
        </message>
        <message>
            <source>Expecting ':' delimiter</source>
            <translation>缺少分隔符 ':'</translation>
        </message>
        <message>
            <source>Expecting property name enclosed in double quotes</source>
            <translation>缺少用双引号括起的属性名</translation>
        </message>
        <message>
            <source>Unterminated string starting at</source>
            <translation>字符串未结束，起始于</translation>
        </message>
        <message>
            <source>Invalid control character at</source>
            <translation>无效的控制字符，位于</translation>
        </message>
        <message>
            <source>Extra data</source>
            <translation>多余的数据</translation>
        </message>
        <message>
            <source>No such file or directory</source>
            <extracomment>errno -&gt; the C library's English ``strerror`` (Python's text does not follow our choice).</extracomment>
            <translation>没有那个文件或目录</translation>
        </message>
        <message>
            <source>Permission denied</source>
            <translation>没有权限</translation>
        </message>
        <message>
            <source>Operation not permitted</source>
            <translation>不允许的操作</translation>
        </message>
        <message>
            <source>Is a directory</source>
            <translation>是一个目录</translation>
        </message>
        <message>
            <source>Not a directory</source>
            <translation>不是目录</translation>
        </message>
        <message>
            <source>No space left on device</source>
            <translation>设备上没有空间</translation>
        </message>
        <message>
            <source>Read-only file system</source>
            <translation>只读文件系统</translation>
        </message>
        <message>
            <source>File name too long</source>
            <translation>文件名过长</translation>
        </message>
        <message>
            <source>Too many levels of symbolic links</source>
            <translation>符号链接的层数过多</translation>
        </message>
        <message>
            <source>Input/output error</source>
            <translation>输入/输出错误</translation>
        </message>
        <message>
            <source>an object</source>
            <extracomment>Python type -&gt; what a message calls a value of it (other types keep Python's name).</extracomment>
            <translation>对象</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>true/false</source>
            <translation>布尔值</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>字符串</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数字</translation>
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
        <name>ViewErrors</name>
        <message>
            <source>cannot read: {problem}</source>
            <translation>无法读取：{problem}</translation>
        </message>
        <message>
            <source>{view}: corpus file {file} changed since the view was saved; opening it as it is now (some nodes may differ)</source>
            <translation>{view}: 语料文件 {file} 在视图保存后已更改；按其当前内容打开（部分节点可能不同）</translation>
        </message>
        <message>
            <source>{view}: corpus file {file} not found; opening the rest</source>
            <translation>{view}: 找不到语料文件 {file}；打开其余文件</translation>
        </message>
        <message>
            <source>none of the view's corpus files was found ({files})</source>
            <translation>找不到该视图的任何语料文件（{files}）</translation>
        </message>
        <message>
            <source>{view}: the focused node {node} is no longer in the corpus; showing all</source>
            <translation>{view}: 聚焦的节点 {node} 已不在语料中；显示全部</translation>
        </message>
        <message>
            <source>{view}: the selected node {node} is no longer in the corpus</source>
            <translation>{view}: 选中的节点 {node} 已不在语料中</translation>
        </message>
        <message>
            <source>too big for a view file ({size} bytes)</source>
            <extracomment>A view file is small; a bigger one is not a view (and is not read whole).</extracomment>
            <translation>作为视图文件太大（{size} 字节）</translation>
        </message>
        <message>
            <source>view file not found</source>
            <translation>找不到视图文件</translation>
        </message>
        <message>
            <source>is a folder, not a view file</source>
            <translation>是文件夹，不是视图文件</translation>
        </message>
        <message>
            <source>cannot read the view: {problem}</source>
            <translation>无法读取视图：{problem}</translation>
        </message>
        <message>
            <source>view file is not valid UTF-8</source>
            <translation>视图文件不是有效的 UTF-8</translation>
        </message>
        <message>
            <source>"{key}" must be a whole number from {low} to {high}</source>
            <translation>"{key}" 必须是 {low} 到 {high} 之间的整数</translation>
        </message>
        <message>
            <source>"{key}" must be a number</source>
            <translation>"{key}" 必须是数字</translation>
        </message>
        <message>
            <source>"{key}" must be a positive number</source>
            <translation>"{key}" 必须是正数</translation>
        </message>
        <message>
            <source>"{key}" must be [x, y]</source>
            <translation>"{key}" 必须是 [x, y]</translation>
        </message>
        <message>
            <source>"{key}" must be text or null</source>
            <translation>"{key}" 必须是文本或 null</translation>
        </message>
        <message>
            <source>"corpus" must be a non-empty list of {"path", "sha256"} objects</source>
            <translation>"corpus" 必须是非空的 {"path", "sha256"} 对象列表</translation>
        </message>
        <message>
            <source>corpus entry {number} needs a "path" and a "sha256" (64 hex digits)</source>
            <translation>第 {number} 个语料条目需要 "path" 和 "sha256"（64 位十六进制数）</translation>
        </message>
        <message>
            <source>"edits" must be a list</source>
            <translation>"edits" 必须是列表</translation>
        </message>
        <message>
            <source>edit {number} is not an object</source>
            <translation>第 {number} 条编辑不是对象</translation>
        </message>
        <message>
            <source>edit {number}: {problem}</source>
            <translation>第 {number} 条编辑：{problem}</translation>
        </message>
        <message>
            <source>cannot write the view: {problem}</source>
            <extracomment>The suffix of saved view files.</extracomment>
            <translation>无法写入视图：{problem}</translation>
        </message>
        <message>
            <source>invalid JSON: {problem}</source>
            <translation>JSON 无效：{problem}</translation>
        </message>
        <message>
            <source>not an explorer view file (expected "format": "{format}")</source>
            <translation>不是 explorer 视图文件（应含 "format": "{format}"）</translation>
        </message>
        <message>
            <source>unsupported view version {version} (this explorer reads 1)</source>
            <translation>不支持的视图版本 {version}（本程序读取版本 1）</translation>
        </message>
        <message>
            <source>"filters" must be an object</source>
            <translation>"filters" 必须是对象</translation>
        </message>
        <message>
            <source>"types" must be a list of some of {types}</source>
            <translation>"types" 必须是由 {types} 中若干项组成的列表</translation>
        </message>
        <message>
            <source>"{key}" must be true or false</source>
            <translation>"{key}" 必须是 true 或 false</translation>
        </message>
        <message>
            <source>"years" must be null or [first, last]</source>
            <translation>"years" 必须是 null 或 [first, last]</translation>
        </message>
        <message>
            <source>"years" must be [first, last] with first &lt;= last</source>
            <translation>"years" 必须是 [first, last]，且 first &lt;= last</translation>
        </message>
        <message>
            <source>{name} is not a number a view can hold</source>
            <translation>{name} 不是视图能保存的数字</translation>
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
