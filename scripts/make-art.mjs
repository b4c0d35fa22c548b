// Writes the app's decorative art (public/images/art/*.svg): the landing banners and the
// event-info video poster. Vector, a few KB each, no photos and nothing downloaded; deterministic
// (a seeded PRNG), so running it again rewrites the same files.
//
//   node scripts/make-art.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/images/art");

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const r1 = (n) => Math.round(n * 10) / 10;

/** Light beams from the top edge, fanning down. */
function beams(w, h, sources, colour) {
  return sources
    .map(([x, spread, tilt], i) => {
      const y = h * 1.05;
      return `<polygon points="${r1(x)},-5 ${r1(x + tilt - spread)},${r1(y)} ${r1(x + tilt + spread)},${r1(y)}" fill="url(#beam${colour})" opacity="${0.55 - i * 0.05}"/>`;
    })
    .join("");
}

/** A crowd's silhouette along the bottom: heads, shoulders and some raised hands. */
function crowd(w, baseY, rows, seed, fill) {
  const rand = prng(seed);
  let out = "";
  rows.forEach(({ y, size, opacity }) => {
    let x = -10;
    while (x < w + 10) {
      const s = size * (0.85 + rand() * 0.3);
      const hx = x + rand() * 4;
      const hy = baseY + y - s * 1.7 - rand() * 4;
      if (rand() < 0.28) {
        const side = rand() < 0.5 ? -1 : 1;
        const ax = hx + side * s * 0.9;
        out += `<path d="M${r1(hx + side * s * 0.6)} ${r1(hy + s * 1.3)} L${r1(ax + side * s * 0.5)} ${r1(hy - s * 1.6)}" stroke="${fill}" stroke-width="${r1(s * 0.45)}" stroke-linecap="round" opacity="${opacity}"/>`;
        out += `<circle cx="${r1(ax + side * s * 0.5)}" cy="${r1(hy - s * 1.8)}" r="${r1(s * 0.32)}" fill="${fill}" opacity="${opacity}"/>`;
      }
      out += `<circle cx="${r1(hx)}" cy="${r1(hy)}" r="${r1(s * 0.62)}" fill="${fill}" opacity="${opacity}"/>`;
      out += `<rect x="${r1(hx - s)}" y="${r1(hy + s * 0.7)}" width="${r1(s * 2)}" height="${r1(s * 3)}" rx="${r1(s * 0.9)}" fill="${fill}" opacity="${opacity}"/>`;
      x += s * (1.7 + rand() * 0.6);
    }
  });
  return out;
}

function sparkles(w, h, n, seed) {
  const rand = prng(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h * 0.55)}" r="${r1(0.6 + rand() * 1.6)}" fill="#fff" opacity="${r1(0.25 + rand() * 0.6)}"/>`;
  }
  return out;
}

const defs = (w, h, from, via, to) => `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset=".55" stop-color="${via}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="beamw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="beamy" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity=".8"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff7ed" stop-opacity=".95"/><stop offset=".35" stop-color="#fdba74" stop-opacity=".6"/><stop offset="1" stop-color="#fdba74" stop-opacity="0"/></radialGradient>
</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${body}</svg>\n`;

// Slide one: a crowd under stage lights (15 thousand young people).
function bannerOne() {
  const [w, h] = [640, 320];
  return svg(
    w,
    h,
    defs(w, h, "#4c1d95", "#7e22ce", "#db2777") +
      sparkles(w, h, 40, 7) +
      beams(
        w,
        h,
        [
          [120, 70, 60],
          [320, 90, 0],
          [520, 70, -60],
          [220, 40, 140],
          [420, 40, -140],
        ],
        "w",
      ) +
      `<ellipse cx="320" cy="205" rx="230" ry="60" fill="url(#glow)" opacity=".55"/>` +
      crowd(
        w,
        h,
        [
          { y: -70, size: 11, opacity: 0.45 },
          { y: -35, size: 15, opacity: 0.7 },
          { y: 0, size: 20, opacity: 0.95 },
        ],
        11,
        "#1e0b3a",
      ),
  );
}

// Slide two: sunrise over the coast, friends on the hill (worship, mission and friendship).
function bannerTwo() {
  const [w, h] = [640, 320];
  const friends = [250, 300, 350, 400]
    .map((x, i) => {
      const y = 196 - Math.abs(i - 1.5) * 4;
      return `<circle cx="${x}" cy="${y}" r="11" fill="#3b0764"/><rect x="${x - 14}" y="${y + 10}" width="28" height="48" rx="12" fill="#3b0764"/>`;
    })
    .join("");
  const hands = `<path d="M262 222 Q275 214 288 222 M312 222 Q325 212 338 222 M362 222 Q375 214 388 222" stroke="#3b0764" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M236 222 L222 176 M414 222 L428 176" stroke="#3b0764" stroke-width="7" stroke-linecap="round"/>`;
  return svg(
    w,
    h,
    defs(w, h, "#f97316", "#e11d48", "#6d28d9") +
      `<circle cx="470" cy="150" r="150" fill="url(#glow)"/><circle cx="470" cy="150" r="46" fill="#fff7ed" opacity=".9"/>` +
      beams(
        w,
        h,
        [
          [470, 30, -200],
          [470, 30, 120],
        ],
        "y",
      ) +
      `<path d="M0 230 Q160 200 320 226 T640 214 V320 H0Z" fill="#7c2d12" opacity=".35"/>` +
      `<path d="M0 258 Q120 232 250 250 Q360 262 470 244 Q560 230 640 246 V320 H0Z" fill="#4c0519" opacity=".55"/>` +
      `<path d="M120 320 Q220 236 330 250 Q440 262 560 320Z" fill="#2e1065"/>` +
      friends +
      hands,
  );
}

// The event-info video poster: the stage from the audience, 16:9.
function videoPoster() {
  const [w, h] = [1280, 720];
  return svg(
    w,
    h,
    defs(w, h, "#2e1065", "#6d28d9", "#ea580c") +
      sparkles(w, h, 90, 3) +
      beams(
        w,
        h,
        [
          [640, 160, 0],
          [300, 120, 160],
          [980, 120, -160],
          [120, 80, 320],
          [1160, 80, -320],
        ],
        "w",
      ) +
      `<path d="M180 560 L260 450 H1020 L1100 560Z" fill="#1e0b3a" opacity=".6"/><rect x="260" y="444" width="760" height="8" rx="4" fill="#f0abfc" opacity=".7"/>` +
      `<ellipse cx="640" cy="400" rx="420" ry="120" fill="url(#glow)" opacity=".6"/>` +
      crowd(
        w,
        h,
        [
          { y: -150, size: 16, opacity: 0.4 },
          { y: -80, size: 24, opacity: 0.7 },
          { y: 0, size: 34, opacity: 0.95 },
        ],
        5,
        "#14052b",
      ),
  );
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, make] of [
  ["banner-one.svg", bannerOne],
  ["banner-two.svg", bannerTwo],
  ["video-poster.svg", videoPoster],
]) {
  const file = path.join(OUT, name);
  fs.writeFileSync(file, make());
  console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
}
