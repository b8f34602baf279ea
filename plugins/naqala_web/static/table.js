// The table: draws one seat's view (board, tracks, card rows, players, log) and sends its
// choices. Everything shown comes from the server's messages for this link's seat.
"use strict";
const token = location.pathname.split("/").pop();
const SVG = "http://www.w3.org/2000/svg";
const SEATS = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e"];
const TILE = 100;
const $ = (id) => document.getElementById(id);
let ws = null, L = null, S = null, picked = null;
// One replay asked at a time: dragging the slider asks for the step it rests on once the
// last one came back, not for every step it passed (each replays the game from its start).
let replayAsked = false;
// The step a choice was sent at: one choice per decision shown, so a double-click is not
// sent twice (the second would be refused as answering a decision already taken).
let sentAt = null;
// The language picked in the menu: remembered for later visits once the table is drawn in it.
let switching = null;

function num(n) { return typeof n === "number" ? n.toLocaleString(L.lang) : n; }

function svg(tag, attrs, parent) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, v);
  if (parent) parent.append(el);
  return el;
}

function el(tag, text, parent, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  if (parent) parent.append(e);
  return e;
}

function connect() {
  ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + token);
  ws.onopen = () => {
    $("offline").style.display = "none";
    replayAsked = false;
    sentAt = null;
    ws.send(JSON.stringify({ type: "hello", lang: localStorage.getItem("naqala-lang") || undefined }));
  };
  ws.onmessage = (m) => receive(JSON.parse(m.data));
  ws.onclose = (e) => {
    if (e.code === 4404) return;
    $("offline").style.display = "block";
    setTimeout(connect, e.code === 4429 ? 10000 : 1000);  // a full server: later
  };
}

function send(message) {
  if (sentAt === S.step) return;
  sentAt = S.step;
  ws.send(JSON.stringify({ ...message, step: S.step }));
}

function receive(m) {
  if (m.type === "layout") {
    L = m;
    $("log").textContent = "";
    document.documentElement.lang = m.lang;
    document.documentElement.dir = m.dir;
    languages(m);
    $("offline").textContent = m.words.offline;
    for (const e of document.querySelectorAll("[data-word]")) e.textContent = m.words[e.dataset.word];
    $("title").textContent = m.words.title;
    $("settings-line").textContent = `${m.words.settings}: ${m.settings.join(" · ")}`;
    $("settings-line").hidden = !m.settings.length;
    $("seed-line").textContent = m.seed_note || "";
    $("seed-line").hidden = !m.seed_note;
  } else if (m.type === "state") {
    if (!S || m.step !== S.step) $("refused").textContent = "";  // a refusal stays shown
    S = m;
    picked = null;
    for (const line of m.events) el("li", line, $("log"));
    $("log").scrollTop = $("log").scrollHeight;
    draw();
  } else if (m.type === "replay") {
    replayAsked = false;
    if (Number($("replay").value) !== m.step) askReplay();  // the slider moved on meanwhile
    else drawView(m.view, m.step);
  } else if (m.type === "refused") {
    replayAsked = false;
    sentAt = null;  // a refused choice may be made again, or another one
    if (L) $("lang").value = L.lang;  // a refused switch leaves the table as it was
    $("refused").textContent = m.message;
  }
}

// The menu holds the languages the server serves; the one remembered from an earlier visit
// is forgotten once the server serves it no more (it was refused at every visit), and the
// one picked here is remembered once the table is drawn in it.
function languages(m) {
  $("lang").replaceChildren(...m.languages.map(([code, name]) => new Option(name, code)));
  $("lang").value = m.lang;
  const kept = localStorage.getItem("naqala-lang");
  if (kept && !m.languages.some(([code]) => code === kept)) localStorage.removeItem("naqala-lang");
  if (m.lang === switching) localStorage.setItem("naqala-lang", m.lang);
  switching = null;
}

function optionsAt(tile) {
  const d = S.decision;
  return d && d.mine ? d.options.filter((o) => o.tiles.includes(tile) && tileMode()) : [];
}

function tileMode() {
  const d = S.decision;
  return d && d.mine && d.options.length > 0 && d.options.every((o) => o.tiles.length > 0);
}

function clickTile(tile) {
  const here = optionsAt(tile);
  if (here.length === 1) send({ type: "choose", option: here[0].id });
  else if (here.length > 1) { picked = tile; drawOptions(); }
}

// Where tile i is drawn (its top-left corner): rows of squares; on a hexagonal board every
// second row half a tile to the right, as its hexagons lie, so that each tile touches the six
// it borders; on a graph the tiles apart, their edges drawn between them.
function spacing() { return L.adjacency === "graph" ? TILE * 1.4 : TILE; }

function place(i) {
  const row = Math.floor(i / L.columns), shifted = L.adjacency === "hexagonal" && row % 2;
  return [(i % L.columns) * spacing() + (shifted ? TILE / 2 : 0), row * spacing()];
}

// A graph's edges, each from the rim of one tile to the rim of the other, over the tiles
// between them (so that an edge passing one is not taken for two).
function drawEdges(board, index) {
  const half = TILE / 2 - 2;
  for (const [a, b] of L.edges) {
    const [ax, ay] = place(index[a]).map((p) => p + TILE / 2);
    const [bx, by] = place(index[b]).map((p) => p + TILE / 2);
    const rim = half / Math.max(Math.abs(bx - ax), Math.abs(by - ay));
    const [dx, dy] = [(bx - ax) * rim, (by - ay) * rim];
    svg("line", { class: "edge", "data-edge": `${a}-${b}`, x1: ax + dx, y1: ay + dy,
                  x2: bx - dx, y2: by - dy }, board);
  }
}

// The tiles a graph's edges join each tile to, by name.
function joined() {
  const out = {};
  for (const [a, b] of L.edges) { (out[a] ||= []).push(b); (out[b] ||= []).push(a); }
  return out;
}

function drawBoard(v) {
  const board = $("board"), cols = L.columns, rows = L.rows;
  board.textContent = "";
  const wide = (cols - 1) * spacing() + TILE + (L.adjacency === "hexagonal" && rows > 1 ? TILE / 2 : 0);
  board.setAttribute("viewBox", `0 0 ${wide} ${(rows - 1) * spacing() + TILE}`);
  const blocked = new Set(v.blocked), leads = joined();
  const title = svg("title", {}, board); title.textContent = L.words.board;
  v.board.forEach((t, i) => {
    const [x, y] = place(i);
    const targets = optionsAt(t.tile).length > 0;
    const g = svg("g", { class: "tile" + (targets ? " target" : "") + (blocked.has(t.tile) ? " blocked" : ""),
                         "data-tile": t.tile, transform: `translate(${x},${y})` }, board);
    if (L.adjacency === "graph") svg("title", {}, g).textContent = `${t.tile} → ${(leads[t.tile] || ["–"]).join(", ")}`;
    svg("rect", { class: "base", x: 2, y: 2, width: TILE - 4, height: TILE - 4, rx: 6,
                  fill: t.colour === "red" ? "#e8a68f" : t.colour === "blue" ? "#9cc0e0" : "#ddd" }, g);
    svg("text", { x: 6, y: 14 }, g).textContent = `${t.tile} ${L.names.tiles[t.kind] || t.kind}`;
    svg("text", { x: TILE - 8, y: TILE - 8, "text-anchor": "end", "font-weight": "bold" }, g).textContent = num(t.value);
    let px = 14;
    for (const [piece, n] of Object.entries(t.pieces)) {
      const c = svg("circle", { cx: px, cy: 34, r: 9, fill: L.colours[piece] || "#888", stroke: "#000" }, g);
      svg("title", {}, c).textContent = `${n} ${L.names.pieces[piece] || piece}`;
      svg("text", { x: px - 3, y: 58 }, g).textContent = num(n);
      px += 22;
    }
    let tx = 8;
    for (const [token, n] of Object.entries(t.tokens)) {
      const shape = token === "palm"
        ? svg("polygon", { points: `${tx},88 ${tx + 8},68 ${tx + 16},88`, fill: "#2e7d32" }, g)
        : svg("rect", { x: tx, y: 70, width: 16, height: 18, fill: "#fafafa", stroke: "#555" }, g);
      svg("title", {}, shape).textContent = `${n} ${L.names.tokens[token] || token}`;
      svg("text", { x: tx + 18, y: 86 }, g).textContent = n > 1 ? num(n) : "";
      tx += 30;
    }
    if (t.owner !== null && t.owner !== undefined) {
      const camel = svg("path", { d: "M60 88 q6 -16 12 -4 q6 -12 12 0 l0 6 z", fill: SEATS[t.owner],
                                  stroke: "#000", class: "camel" }, g);
      svg("title", {}, camel).textContent = L.names.players[t.owner];
    }
    if (blocked.has(t.tile)) svg("path", { d: `M10 10 L${TILE - 10} ${TILE - 10} M${TILE - 10} 10 L10 ${TILE - 10}`,
                                           stroke: "#333", "stroke-width": 4 }, g);
    g.addEventListener("click", () => clickTile(t.tile));
    if (targets) {  // reachable from the keyboard too
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-label", optionsAt(t.tile).map((o) => o.label).join("; "));
      g.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); clickTile(t.tile); }
      });
    }
  });
  const index = Object.fromEntries(v.board.map((t, i) => [t.tile, i]));
  if (L.adjacency === "graph") drawEdges(board, index);
  for (const wall of v.walls) {  // along the border the two tiles share
    const [[ax, ay], [bx, by]] = wall.split("-").map((n) => place(index[n]));
    if (ay === by) { const x = Math.max(ax, bx); svg("line", { class: "wall", x1: x, y1: ay, x2: x, y2: ay + TILE }, board); }
    else { const y = Math.max(ay, by); svg("line", { class: "wall", x1: Math.max(ax, bx), y1: y, x2: Math.min(ax, bx) + TILE, y2: y }, board); }
  }
}

function drawTracks(v) {
  const box = $("tracks");
  box.textContent = "";
  for (const [track, spots] of Object.entries(v.tracks)) {
    el("div", L.names.tracks[track] || track, box);
    const row = el("div", null, box, "spots");
    spots.forEach((marker, i) => {  // a track holds markers; `markers` says whose each is
      const seat = marker === null ? null : v.markers[marker];
      const spot = el("span", num(seat === null ? i + 1 : seat + 1), row, "spot");
      if (seat !== null) spot.style.setProperty("--seat", SEATS[seat]); else spot.style.color = "#555";
    });
  }
}

function cardList(cards, parent) {
  const box = el("div", null, parent, "cards");
  for (const c of cards) el("span", L.names.cards[c] || c, box);
}

function drawDecks(v) {
  const box = $("decks");
  box.textContent = "";
  for (const [deck, d] of Object.entries(v.decks)) {
    const draw = Array.isArray(d.draw) ? d.draw.length : d.draw;
    el("h2", `${L.names.decks[deck] || deck} (${L.words.draw}: ${num(draw)})`, box);
    cardList(d.row, box);
  }
}

function drawPlayers(v) {
  const box = $("players"), turn = S.decision ? S.decision.player : -1;
  box.textContent = "";
  for (const p of v.players) {
    const div = el("div", null, box, "player" + (p.seat === turn ? " turn" : ""));
    div.dataset.seat = p.seat;
    div.style.setProperty("--seat", SEATS[p.seat]);
    el("strong", L.names.players[p.seat] + (p.seat === S.seat ? ` (${L.words.you})` : ""), div);
    const counters = Object.entries(p.counters).map(([k, n]) => `${L.names.counters[k] || k}: ${num(n)}`);
    const pieces = Object.entries(p.pieces).map(([k, n]) => `${L.names.pieces[k] || k}: ${num(n)}`);
    el("div", [...counters, ...pieces].join(" · "), div);
    const hand = Object.entries(p.hand).map(([k, n]) => `${L.names.pieces[k] || k}: ${num(n)}`);
    if (hand.length) el("div", `${L.words.hand}: ${hand.join(" · ")}`, div);
    if (p.cards.length) cardList(p.cards, div);
    if (p.unseen_cards) el("div", `${L.words.hidden_cards}: ${num(p.unseen_cards)}`, div);
  }
}

function drawOptions() {
  const d = S.decision, box = $("options");
  box.textContent = "";
  $("prompt").textContent = d ? d.prompt : "";
  $("notation").hidden = !(d && d.mine && d.notation);
  if (!d || !d.mine) return;
  if (d.notation) $("notation").querySelector("[data-word]").textContent = L.words.notation.replace("{move}", d.example || "");
  for (const o of d.options) {
    if (picked && !o.tiles.includes(picked)) continue;
    const b = el("button", o.label, box, picked ? "picked" : "");
    b.type = "button";
    b.dataset.option = o.id;
    b.onclick = () => send({ type: "choose", option: o.id });
  }
}

function drawScores() {
  const s = S.scores;
  $("scores").hidden = !s;
  if (!s) return;
  $("replay").max = S.step;
  $("replay").value = S.step;
  $("replay-step").textContent = L.words.step.replace("{n}", num(S.step));
  const box = $("score-table"), table = el("table", null, null, "scores");
  box.textContent = "";
  const head = el("tr", null, table);
  el("th", "", head);
  for (const r of s.rows) el("th", r.player, head);
  s.terms.forEach((term, i) => {
    const tr = el("tr", null, table); el("th", term, tr);
    for (const r of s.rows) el("td", num(r.terms[i]), tr);
  });
  const tr = el("tr", null, table); el("th", s.total, tr);
  for (const r of s.rows) el("td", num(r.total), tr, "total");
  box.append(table);
  el("p", s.winners, box, "winners");
}

function draw() {
  const d = S.decision, data = document.body.dataset;  // for tests and styling
  data.step = S.step;
  data.mine = Boolean(d && d.mine);
  data.kind = d && d.mine ? d.kind : "";
  data.over = S.view.over;
  drawView(S.view, S.step);
  drawOptions(); drawScores();
}

function drawView(v, step) {  // the live view, or a finished game's view at a replay step
  $("round").textContent = `${L.words.round} ${num(v.round)}`;
  $("replay-step").textContent = L.words.step.replace("{n}", num(step));
  drawBoard(v); drawTracks(v); drawDecks(v); drawPlayers(v);
}

$("lang").onchange = () => {
  switching = $("lang").value;
  ws.send(JSON.stringify({ type: "lang", lang: switching }));
};
$("notation").onsubmit = (e) => {
  e.preventDefault();
  send({ type: "move", text: $("move").value });
};
function askReplay() {
  if (replayAsked) return;
  replayAsked = true;
  ws.send(JSON.stringify({ type: "replay", step: Number($("replay").value) }));
}
$("replay").oninput = askReplay;
connect();
