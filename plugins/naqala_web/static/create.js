// The create page: pick a ruleset, its options, players, bots, language and seed; get one
// link per seat.
"use strict";
let setup = null;
const $ = (id) => document.getElementById(id);

function words() { return setup.words[$("lang").value] || setup.words.en; }

function translate() {
  const lang = $("lang").value;
  document.documentElement.lang = lang;
  document.documentElement.dir = words().dir;
  for (const el of document.querySelectorAll("[data-word]")) el.textContent = words()[el.dataset.word];
  seats();
  settings();
}

function ruleset() { return setup.rulesets.find((r) => r.id === $("ruleset").value); }

// The ruleset's options, each with its sentence in the page's language: a box for yes/no,
// a number field for a count. Values typed before a language switch are kept.
function settings() {
  const box = $("setting-list"), lang = $("lang").value, kept = {};
  for (const input of box.querySelectorAll("input")) kept[input.id] = input.type === "checkbox" ? input.checked : input.value;
  box.textContent = "";
  for (const o of ruleset().options) {
    const label = document.createElement("label"), input = document.createElement("input");
    input.id = "setting-" + o.id;
    input.dataset.option = o.id;
    input.dataset.value = o.value;
    if (o.value === "yes" || o.value === "no") {
      input.type = "checkbox";
      input.checked = input.id in kept ? kept[input.id] : o.value === "yes";
    } else {
      input.type = "number"; input.min = "0"; input.step = "1";
      input.value = input.id in kept ? kept[input.id] : o.value;
    }
    label.append(input, " ", o.text[lang] || o.id);
    box.append(label);
  }
  $("settings").hidden = !ruleset().options.length;
}

// The options set otherwise than the ruleset does: {option: "yes" | "no" | number text}.
function chosen() {
  const out = {};
  for (const input of $("setting-list").querySelectorAll("input")) {
    const value = input.type === "checkbox" ? (input.checked ? "yes" : "no") : input.value.trim();
    if (value !== input.dataset.value) out[input.dataset.option] = value;
  }
  return out;
}

function seats() {
  const n = Number($("players").value), box = $("seats"), old = [...box.querySelectorAll("select")];
  box.textContent = "";
  for (let s = 0; s < n; s++) {
    const label = document.createElement("label"), select = document.createElement("select");
    select.id = "seat" + s;
    for (const choice of ["", ...setup.bots]) {
      const o = document.createElement("option");
      o.value = choice; o.textContent = choice || words().person;
      select.append(o);
    }
    select.value = old[s] ? old[s].value : (s === 0 ? "" : setup.opponent);
    label.append(`${words().seat} ${s + 1} `, select);
    box.append(label);
  }
}

function players() {
  const rs = ruleset(), keep = $("players").value;
  $("players").textContent = "";
  for (const n of rs.players) $("players").append(new Option(n, n));
  $("players").value = rs.players.includes(Number(keep)) ? keep : rs.players[Math.min(1, rs.players.length - 1)];
  seats();
}

// The server's answer to a create request, or {error} when there was none it could give
// (a server stopped, a proxy's error page), in the page's language.
async function ask(body) {
  let reply;
  try {
    reply = await fetch("/api/games", { method: "POST", body: JSON.stringify(body) });
  } catch (err) {
    return { error: `${words().create_no_answer} (${err.message})` };
  }
  if (reply.status === 503 && reply.headers.has("Retry-After")) return { error: busy(reply) };
  try {
    return await reply.json();
  } catch {
    const status = reply.status.toLocaleString($("lang").value);
    return { error: words().create_not_a_game.replace("{n}", status) };
  }
}

// A busy server's answer, in the page's language: why, and in how many seconds to try again.
function busy(reply) {
  const wait = Number(reply.headers.get("Retry-After")).toLocaleString($("lang").value);
  return words().busy.replace("{n}", wait);
}

async function create(event) {
  event.preventDefault();
  const n = Number($("players").value), seed = $("seed").value.trim();
  const body = { ruleset: $("ruleset").value, settings: chosen(), players: n, lang: $("lang").value,
                 bots: [...Array(n).keys()].map((s) => $("seat" + s).value || null),
                 seed: seed === "" ? null : seed };  // as typed: a Number rounds past 2**53
  const data = await ask(body);
  // a seed typed wrong is said in the page's language; what its menus cannot send, as sent
  $("refused").textContent = data.reason === "seed" ? words().create_seed : data.error || "";
  if (data.error) return;
  const box = $("links");
  box.textContent = "";
  const p = document.createElement("p"); p.textContent = words().links; box.append(p);
  const list = document.createElement("ul"); list.id = "seat-links";
  for (const seat of data.seats) {
    const li = document.createElement("li");
    li.append(`${words().seat} ${seat.seat + 1}: `);
    if (seat.link) {
      const a = document.createElement("a");
      a.href = seat.link; a.textContent = location.origin + seat.link; a.className = "seat-link";
      a.dataset.seat = seat.seat; a.dir = "ltr"; li.append(a);
    } else li.append(seat.bot);
    list.append(li);
  }
  const li = document.createElement("li"), a = document.createElement("a");
  a.href = data.spectator; a.id = "spectator-link"; a.dir = "ltr"; a.textContent = location.origin + data.spectator;
  li.append(`${words().spectator}: `, a); list.append(li);
  box.append(list);
}

(async function start() {
  const reply = await fetch("/api/setup");
  if (reply.status === 503 && reply.headers.has("Retry-After")) {
    // a busy server: its words are not here yet, so the page asks again, as a page it says why
    $("refused").textContent = (await reply.json().catch(() => ({}))).error || "";
    setTimeout(() => location.reload(), 1000 * Number(reply.headers.get("Retry-After")));
    return;
  }
  setup = await reply.json();
  for (const lang of setup.languages) $("lang").append(new Option(setup.words[lang].language, lang));
  // the language of an earlier visit, forgotten once the server serves it no more
  const kept = localStorage.getItem("naqala-lang");
  if (kept && !setup.languages.includes(kept)) localStorage.removeItem("naqala-lang");
  $("lang").value = [kept, setup.lang].find((lang) => setup.languages.includes(lang)) || "en";
  for (const rs of setup.rulesets) $("ruleset").append(new Option(rs.id, rs.id));
  $("ruleset").value = "five_tribes";
  $("lang").onchange = () => { localStorage.setItem("naqala-lang", $("lang").value); translate(); };
  $("ruleset").onchange = () => { $("setting-list").textContent = ""; players(); settings(); };
  $("players").onchange = seats;
  $("create").onsubmit = create;
  players();
  translate();
})();
