// The create page: pick a ruleset, players, bots, language and seed; get one link per seat.
"use strict";
let setup = null;
const $ = (id) => document.getElementById(id);

function words() { return setup.words[$("lang").value] || setup.words.en; }

function translate() {
  const lang = $("lang").value;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === "fa" ? "rtl" : "ltr";
  for (const el of document.querySelectorAll("[data-word]")) el.textContent = words()[el.dataset.word];
  seats();
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
    select.value = old[s] ? old[s].value : (s === 0 ? "" : setup.bots[0]);
    label.append(`${words().seat} ${s + 1} `, select);
    box.append(label);
  }
}

function players() {
  const rs = setup.rulesets.find((r) => r.id === $("ruleset").value), keep = $("players").value;
  $("players").textContent = "";
  for (const n of rs.players) $("players").append(new Option(n, n));
  $("players").value = rs.players.includes(Number(keep)) ? keep : rs.players[Math.min(1, rs.players.length - 1)];
  seats();
}

async function create(event) {
  event.preventDefault();
  const n = Number($("players").value), seed = $("seed").value.trim();
  const body = { ruleset: $("ruleset").value, players: n, lang: $("lang").value,
                 bots: [...Array(n).keys()].map((s) => $("seat" + s).value || null),
                 seed: seed === "" ? null : Number(seed) };
  const reply = await fetch("/api/games", { method: "POST", body: JSON.stringify(body) });
  const data = await reply.json();
  $("refused").textContent = data.error || "";
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
  setup = await (await fetch("/api/setup")).json();
  for (const lang of setup.languages) $("lang").append(new Option(lang, lang));
  $("lang").value = localStorage.getItem("naqala-lang") || setup.lang;
  for (const rs of setup.rulesets) $("ruleset").append(new Option(rs.id, rs.id));
  $("ruleset").value = "five_tribes";
  $("lang").onchange = () => { localStorage.setItem("naqala-lang", $("lang").value); translate(); };
  $("ruleset").onchange = players;
  $("players").onchange = seats;
  $("create").onsubmit = create;
  players();
  translate();
})();
