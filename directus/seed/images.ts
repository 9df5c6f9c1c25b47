/**
 * Demo images without downloads: deterministic SVG illustrations (sky gradients, sun, sea, mountains, towns,
 * rooms) rendered to small JPEGs with sharp (resolved from directus/node_modules) and uploaded to Directus
 * files into the folder "Katalog/Demo" with German titles and descriptions (used as alt text).
 */
import { createRequire } from 'node:module'

import { hashString, itemAt, mulberry32 } from './prng.ts'
import { CATALOGUE_FOLDER_ID } from '../scripts/setup.ts'

export const IMAGE_WIDTH = 800
export const IMAGE_HEIGHT = 500

export type ImageKind = 'landscape' | 'room' | 'city' | 'wellness'

export interface ImageSpec {
  key: string
  kind: ImageKind
  /** tags used by the generator to pick fitting pictures */
  tags: string[]
  title: string
  description: string
  draw: (r: () => number) => string
}

const W = IMAGE_WIDTH
const H = IMAGE_HEIGHT

// ---------- drawing primitives (all return SVG fragments) ----------
let gradId = 0
const defs: string[] = []
function lin(stops: string[], vertical = true): string {
  const id = `g${gradId++}`
  const s = stops
    .map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('')
  defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`,
  )
  return `url(#${id})`
}
function radial(inner: string, outer: string): string {
  const id = `g${gradId++}`
  defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="0.9"/><stop offset="1" stop-color="${outer}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}
const sky = (stops: string[]) => `<rect width="${W}" height="${H}" fill="${lin(stops)}"/>`
const sun = (x: number, y: number, r: number, color = '#fff3c4', glow = '#ffd27a') =>
  `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="${radial(glow, glow)}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`
function cloud(x: number, y: number, s: number, op = 0.85): string {
  return `<g fill="#ffffff" opacity="${op}"><ellipse cx="${x}" cy="${y}" rx="${40 * s}" ry="${14 * s}"/><ellipse cx="${x - 25 * s}" cy="${y + 4 * s}" rx="${28 * s}" ry="${11 * s}"/><ellipse cx="${x + 22 * s}" cy="${y - 6 * s}" rx="${26 * s}" ry="${13 * s}"/></g>`
}
function ridge(r: () => number, base: number, amp: number, fill: string, steps = 9, snow?: string): string {
  const pts: Array<[number, number]> = [[0, base]]
  for (let i = 0; i <= steps; i++) {
    const x = (W / steps) * i
    const y = base - amp * (0.35 + 0.65 * r()) * (i % 2 === 0 ? 0.55 : 1)
    pts.push([x, y])
  }
  pts.push([W, base])
  let out = `<path d="M0,${H} L${pts.map((p) => `${p[0].toFixed(0)},${p[1].toFixed(0)}`).join(' L')} L${W},${H} Z" fill="${fill}"/>`
  if (snow) {
    for (const [x, y] of pts.slice(1, -1)) {
      if (y < base - amp * 0.7) {
        out += `<path d="M${x - 28},${y + 26} L${x},${y} L${x + 28},${y + 26} L${x + 12},${y + 18} L${x},${y + 28} L${x - 12},${y + 18} Z" fill="${snow}"/>`
      }
    }
  }
  return out
}
function hills(r: () => number, base: number, amp: number, fill: string): string {
  const a = amp * (0.6 + 0.4 * r())
  const b = amp * (0.5 + 0.5 * r())
  return `<path d="M0,${base} C${W * 0.2},${base - a} ${W * 0.35},${base - a} ${W * 0.5},${base - b * 0.4} S${W * 0.8},${base - b} ${W},${base - b * 0.5} L${W},${H} L0,${H} Z" fill="${fill}"/>`
}
const sea = (y: number, stops: string[]) =>
  `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${lin(stops)}"/>` +
  Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${60 + ((i * 137) % 620)}" y="${y + 12 + i * ((H - y) / 8)}" width="${50 + ((i * 53) % 90)}" height="2" fill="#ffffff" opacity="0.35"/>`,
  ).join('')
const beach = (y: number, color: string) =>
  `<path d="M0,${y + 30} C${W * 0.3},${y - 10} ${W * 0.6},${y + 20} ${W},${y - 5} L${W},${H} L0,${H} Z" fill="${color}"/>`
function fir(x: number, y: number, h: number, fill: string): string {
  return `<path d="M${x},${y - h} L${x + h * 0.28},${y - h * 0.35} L${x + h * 0.16},${y - h * 0.35} L${x + h * 0.36},${y} L${x - h * 0.36},${y} L${x - h * 0.16},${y - h * 0.35} L${x - h * 0.28},${y - h * 0.35} Z" fill="${fill}"/>`
}
function firs(r: () => number, y: number, count: number, h: number, fill: string): string {
  let s = ''
  for (let i = 0; i < count; i++)
    s += fir((W / count) * i + r() * 30, y + r() * 12, h * (0.7 + r() * 0.5), fill)
  return s
}
const cypress = (x: number, y: number, h: number) =>
  `<ellipse cx="${x}" cy="${y - h / 2}" rx="${h * 0.12}" ry="${h / 2}" fill="#2f4a2a"/>`
function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  windows = '#f6e7b0',
): string {
  let s = `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/><path d="M${x - 4},${y - h} L${x + w / 2},${y - h - w * 0.45} L${x + w + 4},${y - h} Z" fill="${roof}"/>`
  for (let i = 0; i < Math.floor(w / 18); i++)
    s += `<rect x="${x + 6 + i * 18}" y="${y - h + 10}" width="8" height="10" fill="${windows}"/>`
  return s
}
function skyline(r: () => number, base: number, fill: string, lit: string): string {
  let s = ''
  let x = 0
  while (x < W) {
    const w = 40 + r() * 60
    const h = 60 + r() * 170
    s += `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}"/>`
    for (let wy = base - h + 12; wy < base - 10; wy += 18)
      for (let wx = x + 8; wx < x + w - 10; wx += 14)
        if (r() > 0.55)
          s += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="6" height="8" fill="${lit}"/>`
    x += w + 4
  }
  return s
}
function strandkorb(x: number, y: number, color: string): string {
  return `<g><rect x="${x}" y="${y - 46}" width="44" height="46" rx="6" fill="#f1ead8"/><path d="M${x - 2},${y - 40} Q${x + 22},${y - 66} ${x + 46},${y - 40} Z" fill="${color}"/><rect x="${x + 6}" y="${y - 38}" width="32" height="26" fill="${color}" opacity="0.85"/><rect x="${x}" y="${y - 12}" width="44" height="6" fill="#c9b68f"/></g>`
}
function lighthouse(x: number, y: number): string {
  return `<g><path d="M${x - 16},${y} L${x - 10},${y - 150} L${x + 10},${y - 150} L${x + 16},${y} Z" fill="#ffffff"/><path d="M${x - 14},${y - 40} L${x + 14},${y - 40} L${x + 13},${y - 70} L${x - 13},${y - 70} Z" fill="#c0392b"/><path d="M${x - 11},${y - 110} L${x + 11},${y - 110} L${x + 10},${y - 135} L${x - 10},${y - 135} Z" fill="#c0392b"/><rect x="${x - 12}" y="${y - 168}" width="24" height="18" fill="#fdf2b3"/><path d="M${x - 15},${y - 168} L${x},${y - 182} L${x + 15},${y - 168} Z" fill="#2c3e50"/></g>`
}
function palm(x: number, y: number, h: number): string {
  const top = y - h
  let s = `<path d="M${x},${y} Q${x + 10},${y - h / 2} ${x + 4},${top}" stroke="#6b4f2a" stroke-width="7" fill="none"/>`
  for (const [dx, dy] of [
    [-50, 10],
    [50, 14],
    [-35, 30],
    [40, 34],
    [0, -8],
  ] as const)
    s += `<path d="M${x + 4},${top} Q${x + dx / 2},${top - 20} ${x + dx},${top + dy}" stroke="#2e7d4f" stroke-width="9" fill="none" stroke-linecap="round"/>`
  return s
}

// ---------- interiors ----------
function room(r: () => number, wall: string, floor: string, view: string, bed: string, extra = ''): string {
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/><rect x="0" y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${floor}"/>` +
    `<rect x="470" y="70" width="250" height="190" fill="#ffffff"/><g>${view}</g><rect x="470" y="70" width="250" height="190" fill="none" stroke="#ffffff" stroke-width="10"/><rect x="592" y="70" width="6" height="190" fill="#ffffff"/>` +
    `<rect x="80" y="230" width="330" height="60" rx="10" fill="#7a5c43"/><rect x="70" y="280" width="350" height="80" rx="8" fill="${bed}"/><rect x="95" y="255" width="110" height="40" rx="14" fill="#ffffff"/><rect x="225" y="255" width="110" height="40" rx="14" fill="#ffffff"/><rect x="70" y="318" width="350" height="20" fill="#000000" opacity="0.08"/>` +
    `<rect x="440" y="300" width="50" height="60" fill="#8d6e52"/><path d="M450,300 L480,300 L472,270 L458,270 Z" fill="#f7d98b"/><rect x="463" y="250" width="4" height="22" fill="#5a4636"/>` +
    `<circle cx="${120 + r() * 10}" cy="150" r="34" fill="#ffffff" opacity="0.5"/>${extra}`
  )
}
function windowView(kind: 'sea' | 'mountain' | 'city'): string {
  // clipped into the window frame area (470..720, 70..260)
  if (kind === 'sea')
    return `<rect x="470" y="70" width="250" height="110" fill="#9fd3f2"/><rect x="470" y="180" width="250" height="80" fill="#2f86b8"/><circle cx="660" cy="120" r="18" fill="#fff3c4"/>`
  if (kind === 'mountain')
    return `<rect x="470" y="70" width="250" height="190" fill="#b8dcf5"/><path d="M470,260 L530,140 L580,200 L640,110 L720,220 L720,260 Z" fill="#6d8299"/><path d="M628,130 L640,110 L652,130 Z" fill="#ffffff"/><rect x="470" y="230" width="250" height="30" fill="#5f8f4e"/>`
  return `<rect x="470" y="70" width="250" height="190" fill="#f6c38f"/><rect x="480" y="150" width="40" height="110" fill="#5d6470"/><rect x="530" y="120" width="50" height="140" fill="#4b515c"/><rect x="590" y="170" width="45" height="90" fill="#666e7a"/><rect x="645" y="135" width="60" height="125" fill="#545b66"/>`
}

function svg(body: string): string {
  const d = defs.splice(0).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${d}</defs>${body}</svg>`
}

// ---------- catalogue ----------
export const IMAGE_SPECS: ImageSpec[] = [
  {
    key: 'ostsee-strandkoerbe',
    kind: 'landscape',
    tags: ['coast_north', 'ostsee', 'strand'],
    title: 'Strandkörbe an der Ostsee',
    description:
      'Bunte Strandkörbe am hellen Sandstrand, dahinter die ruhige blaue Ostsee unter sommerlichem Himmel.',
    draw: () =>
      sky(['#7ec8f0', '#d6effa']) +
      sun(640, 90, 34) +
      cloud(200, 90, 1.2) +
      cloud(480, 60, 0.8) +
      sea(250, ['#3b8fc4', '#5fb0d8']) +
      beach(320, '#f2e2b8') +
      strandkorb(120, 420, '#2e86c1') +
      strandkorb(220, 430, '#e74c3c') +
      strandkorb(330, 415, '#27ae60') +
      strandkorb(520, 440, '#f39c12'),
  },
  {
    key: 'ostsee-seebruecke',
    kind: 'landscape',
    tags: ['coast_north', 'ostsee', 'strand'],
    title: 'Seebrücke im Abendlicht',
    description:
      'Eine lange hölzerne Seebrücke führt bei Sonnenuntergang weit hinaus auf die spiegelglatte Ostsee.',
    draw: () =>
      sky(['#f5a25d', '#f8d9a0', '#fbe9c8']) +
      sun(560, 230, 40, '#fff0c0', '#ffb36b') +
      sea(250, ['#e9a06a', '#4a7fa8']) +
      `<rect x="0" y="300" width="620" height="10" fill="#5b3b24"/>` +
      Array.from(
        { length: 16 },
        (_, i) => `<rect x="${i * 40}" y="310" width="5" height="${40 + (i % 3) * 4}" fill="#5b3b24"/>`,
      ).join('') +
      `<rect x="560" y="270" width="60" height="30" fill="#6d4c35"/>` +
      beach(400, '#e8cfa0'),
  },
  {
    key: 'nordsee-leuchtturm',
    kind: 'landscape',
    tags: ['coast_north', 'nordsee', 'strand'],
    title: 'Leuchtturm hinter den Dünen',
    description: 'Ein rot-weißer Leuchtturm ragt hinter grasbewachsenen Dünen an der Nordseeküste auf.',
    draw: (r) =>
      sky(['#5da9e0', '#cde8f7']) +
      cloud(150, 80, 1.3) +
      cloud(600, 120, 1) +
      sea(300, ['#5a8fa8', '#7fb0c4']) +
      lighthouse(560, 340) +
      hills(r, 380, 70, '#e6d3a3') +
      Array.from(
        { length: 30 },
        (_, i) =>
          `<path d="M${i * 27 + 5},${400 + (i % 4) * 8} l4,-26 l3,26" stroke="#8a9a4b" stroke-width="2" fill="none"/>`,
      ).join(''),
  },
  {
    key: 'nordsee-watt',
    kind: 'landscape',
    tags: ['coast_north', 'nordsee'],
    title: 'Wattenmeer bei Ebbe',
    description: 'Weite Wattflächen mit glitzernden Prielen im warmen Licht der tief stehenden Sonne.',
    draw: () =>
      sky(['#f7c873', '#fbe3b4', '#cfe3ee']) +
      sun(300, 200, 30) +
      `<rect x="0" y="260" width="${W}" height="240" fill="${lin(['#b89f7a', '#8d7a5e'])}"/>` +
      Array.from(
        { length: 7 },
        (_, i) =>
          `<path d="M0,${290 + i * 30} C200,${270 + i * 34} 500,${310 + i * 28} ${W},${285 + i * 32}" stroke="#f4e2b0" stroke-width="${3 + (i % 3)}" fill="none" opacity="0.7"/>`,
      ).join(''),
  },
  {
    key: 'alpen-gipfel',
    kind: 'landscape',
    tags: ['mountains', 'bayern', 'berge'],
    title: 'Alpengipfel über grünen Almen',
    description:
      'Schneebedeckte Alpengipfel über saftigen Almwiesen und dunklen Bergwäldern an einem klaren Sommertag.',
    draw: (r) =>
      sky(['#3f8fd2', '#bfe0f6']) +
      cloud(620, 80, 1) +
      ridge(r, 330, 220, '#7d8fa6', 7, '#ffffff') +
      ridge(r, 380, 120, '#5c7a5a', 9) +
      hills(r, 440, 60, '#79a85a') +
      firs(r, 470, 14, 60, '#2f5632'),
  },
  {
    key: 'dolomiten-abend',
    kind: 'landscape',
    tags: ['mountains', 'suedtirol', 'berge'],
    title: 'Dolomiten im Alpenglühen',
    description: 'Die schroffen Felstürme der Dolomiten leuchten im Abendlicht rosa über einer Almwiese.',
    draw: (r) =>
      sky(['#f4a6a0', '#f9d4b8', '#fde9d2']) +
      ridge(r, 320, 240, '#d98c80', 11) +
      ridge(r, 360, 130, '#9a6a73', 8) +
      hills(r, 430, 70, '#6f9a58') +
      firs(r, 480, 12, 50, '#2d4d33'),
  },
  {
    key: 'tirol-almwiese',
    kind: 'landscape',
    tags: ['mountains', 'tirol', 'berge'],
    title: 'Almhütte im Tiroler Bergsommer',
    description:
      'Eine hölzerne Almhütte steht auf einer blühenden Bergwiese, dahinter erheben sich Tiroler Gipfel.',
    draw: (r) =>
      sky(['#4f9de0', '#d2ebfa']) +
      sun(120, 90, 28) +
      ridge(r, 300, 200, '#8898ad', 8, '#f4f7fb') +
      hills(r, 400, 120, '#82b55e') +
      house(470, 420, 90, 50, '#8b5a33', '#5a3a22') +
      Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx="${(i * 53) % W}" cy="${430 + ((i * 37) % 60)}" r="3" fill="${['#f4d03f', '#ffffff', '#e67e22'][i % 3]}"/>`,
      ).join(''),
  },
  {
    key: 'schwarzwald-tannen',
    kind: 'landscape',
    tags: ['forest', 'schwarzwald', 'wald'],
    title: 'Tannenwald im Schwarzwald',
    description:
      'Dichte Tannenwälder ziehen sich über die sanften Höhen des Schwarzwalds, Nebel liegt in den Tälern.',
    draw: (r) =>
      sky(['#9cc3d9', '#e4eef2']) +
      hills(r, 250, 80, '#5d7d6b') +
      `<rect x="0" y="250" width="${W}" height="30" fill="#ffffff" opacity="0.35"/>` +
      hills(r, 330, 90, '#3e5e4a') +
      firs(r, 360, 18, 90, '#24402f') +
      hills(r, 430, 50, '#2b4a35') +
      firs(r, 500, 12, 130, '#16301f'),
  },
  {
    key: 'harz-brocken',
    kind: 'landscape',
    tags: ['forest', 'harz', 'wald'],
    title: 'Morgennebel über dem Harz',
    description: 'Bewaldete Bergrücken des Harzes im Morgennebel, in der Ferne erhebt sich der Brocken.',
    draw: (r) =>
      sky(['#c9d6df', '#eef2f3']) +
      sun(600, 120, 26, '#fff7e0', '#ffe2a8') +
      hills(r, 230, 100, '#8a9e9a') +
      `<rect x="0" y="220" width="${W}" height="40" fill="#ffffff" opacity="0.5"/>` +
      hills(r, 320, 80, '#5f7a6c') +
      firs(r, 400, 16, 80, '#33513f') +
      hills(r, 460, 40, '#2c4636'),
  },
  {
    key: 'elbsandstein-felsen',
    kind: 'landscape',
    tags: ['hills', 'saechsische-schweiz', 'wandern'],
    title: 'Sandsteinfelsen über dem Elbtal',
    description:
      'Hohe Sandsteintürme der Sächsischen Schweiz ragen aus dem grünen Wald, unten schlängelt sich die Elbe.',
    draw: (r) =>
      sky(['#8ec5e8', '#e3f1f8']) +
      cloud(300, 70, 1.1) +
      Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="${60 + i * 105}" y="${150 + ((i * 41) % 90)}" width="${60 + ((i * 17) % 30)}" height="300" rx="18" fill="${['#c9a77c', '#b8936a', '#d4b48c'][i % 3]}"/>`,
      ).join('') +
      firs(r, 420, 20, 70, '#3c6340') +
      `<path d="M0,470 C250,440 500,490 ${W},455 L${W},${H} L0,${H} Z" fill="#5d8fb3"/>`,
  },
  {
    key: 'bodensee-ufer',
    kind: 'landscape',
    tags: ['lake', 'bodensee', 'see'],
    title: 'Bodensee mit Alpenpanorama',
    description:
      'Segelboote auf dem Bodensee, am Horizont die schneebedeckten Alpen, im Vordergrund ein Weinberg.',
    draw: (r) =>
      sky(['#76b6e6', '#dcf0fb']) +
      ridge(r, 250, 90, '#a9b8cc', 12, '#ffffff') +
      sea(250, ['#4d9cc8', '#7ab9da']) +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<path d="M${150 + i * 150},${300 + (i % 2) * 30} l0,-45 l28,42 Z" fill="#ffffff"/><rect x="${138 + i * 150}" y="${300 + (i % 2) * 30}" width="44" height="6" fill="#7a4a2b"/>`,
      ).join('') +
      hills(r, 440, 60, '#6e9b4c') +
      Array.from(
        { length: 9 },
        (_, i) => `<path d="M0,${440 + i * 7} L${W},${420 + i * 9}" stroke="#4f7a35" stroke-width="2"/>`,
      ).join(''),
  },
  {
    key: 'seenplatte-morgen',
    kind: 'landscape',
    tags: ['lake', 'mecklenburgische-seenplatte', 'see'],
    title: 'Stiller See am Morgen',
    description:
      'Ein Kanu gleitet über einen stillen, von Schilf und Wald gesäumten See der Mecklenburgischen Seenplatte.',
    draw: (r) =>
      sky(['#f6d7a8', '#f3ead8', '#cfe2ea']) +
      sun(200, 170, 30) +
      firs(r, 260, 22, 50, '#4b6a4f') +
      sea(260, ['#bcd4da', '#7fa8b8']) +
      `<path d="M330,360 Q400,380 470,360 Q400,372 330,360 Z" fill="#a0522d"/><rect x="395" y="330" width="3" height="34" fill="#333"/>` +
      Array.from(
        { length: 36 },
        (_, i) =>
          `<path d="M${i * 23},${H} l${(i % 3) - 1 * 2},-${40 + (i % 5) * 12}" stroke="#7f8c3a" stroke-width="3"/>`,
      ).join(''),
  },
  {
    key: 'mallorca-bucht',
    kind: 'landscape',
    tags: ['coast_south', 'mallorca', 'strand'],
    title: 'Türkisfarbene Bucht auf Mallorca',
    description:
      'Eine kleine Cala mit türkisfarbenem Wasser zwischen Kiefern und hellen Kalkfelsen auf Mallorca.',
    draw: (r) =>
      sky(['#3da5e0', '#bfe6fb']) +
      sun(680, 80, 30) +
      ridge(r, 260, 60, '#a9b27a', 6) +
      sea(260, ['#18a4b8', '#5fd3d0']) +
      `<path d="M0,200 L160,230 L210,330 L180,${H} L0,${H} Z" fill="#d8c7a2"/><path d="M${W},210 L620,250 L580,360 L620,${H} L${W},${H} Z" fill="#cbb892"/>` +
      firs(r, 230, 6, 40, '#3d6b3a') +
      beach(430, '#f3e6c4'),
  },
  {
    key: 'kreta-kueste',
    kind: 'landscape',
    tags: ['coast_south', 'kreta', 'strand'],
    title: 'Weißes Dorf an der Küste Kretas',
    description: 'Weiß getünchte Häuser mit blauen Türen über dem tiefblauen Meer an der Küste Kretas.',
    draw: (r) =>
      sky(['#2f8fd8', '#b9e1f7']) +
      sea(280, ['#1f5fa8', '#2d8ac2']) +
      hills(r, 320, 120, '#c9a878') +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${40 + i * 80}" y="${250 + ((i * 29) % 60)}" width="60" height="50" fill="#ffffff"/><rect x="${60 + i * 80}" y="${272 + ((i * 29) % 60)}" width="14" height="28" fill="#1f5fa8"/>`,
      ).join('') +
      palm(700, 480, 160),
  },
  {
    key: 'algarve-felsen',
    kind: 'landscape',
    tags: ['coast_south', 'algarve', 'strand'],
    title: 'Felsküste an der Algarve',
    description: 'Goldgelbe Felsbögen und Grotten ragen an der Algarve aus dem smaragdgrünen Atlantik.',
    draw: () =>
      sky(['#4aa8e8', '#d4eefb']) +
      sea(240, ['#138a8a', '#3fb3b0']) +
      `<path d="M0,180 L250,170 L290,260 L250,300 L300,${H} L0,${H} Z" fill="#d89b4d"/><path d="M430,230 L560,215 L600,330 L575,330 L560,270 L520,275 L505,330 L470,330 Z" fill="#e0a85c"/><path d="M650,200 L${W},190 L${W},${H} L690,${H} Z" fill="#c98a3e"/>` +
      beach(440, '#f0d9a8'),
  },
  {
    key: 'toskana-zypressen',
    kind: 'landscape',
    tags: ['hills', 'toskana', 'land'],
    title: 'Zypressen in der Toskana',
    description:
      'Sanfte Hügel der Toskana mit einer Zypressenallee, die zu einem Landgut aus Naturstein führt.',
    draw: (r) =>
      sky(['#f3b873', '#f9e3bd']) +
      sun(650, 150, 32) +
      hills(r, 300, 90, '#b9a868') +
      hills(r, 370, 80, '#9fae5b') +
      house(380, 300, 90, 50, '#d6b48a', '#a4502f') +
      Array.from({ length: 8 }, (_, i) => cypress(200 + i * 26, 470 - i * 21, 70 - i * 4)).join('') +
      hills(r, 460, 40, '#7e9b45'),
  },
  {
    key: 'stadt-altstadt',
    kind: 'city',
    tags: ['city', 'staedtereisen'],
    title: 'Fachwerkhäuser in der Altstadt',
    description: 'Bunte Fachwerkhäuser säumen einen gepflasterten Marktplatz in einer deutschen Altstadt.',
    draw: () =>
      sky(['#8cc4eb', '#e2f2fb']) +
      Array.from({ length: 6 }, (_, i) =>
        house(
          20 + i * 130,
          440,
          115,
          170 + (i % 3) * 20,
          itemAt(['#f2d7a7', '#e9b9a0', '#f5efe1', '#d8e2c3', '#f0c98f', '#e6d2c0'], i),
          itemAt(['#8e3b2b', '#6e3024', '#9c4a32'], i % 3),
          '#fdf5d0',
        ),
      ).join('') +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M${20 + i * 130},${330} L${135 + i * 130},${400} M${135 + i * 130},${330} L${20 + i * 130},${400}" stroke="#5a3a26" stroke-width="4"/>`,
      ).join('') +
      `<rect x="0" y="440" width="${W}" height="60" fill="#9a938a"/>`,
  },
  {
    key: 'stadt-skyline-abend',
    kind: 'city',
    tags: ['city', 'staedtereisen'],
    title: 'Stadtsilhouette am Abend',
    description: 'Die beleuchtete Silhouette einer Großstadt spiegelt sich in der Dämmerung im Fluss.',
    draw: (r) =>
      sky(['#1f2a4d', '#5a4b7a', '#f0a177']) +
      skyline(r, 380, '#202638', '#f7d774') +
      sea(380, ['#2b3350', '#3f4a6e']),
  },
  {
    key: 'norwegen-fjord',
    kind: 'landscape',
    tags: ['rundreise', 'norwegen', 'fjord'],
    title: 'Fjord in Norwegen',
    description:
      'Steile, grüne Felswände fallen in einen tiefblauen Fjord, ein Wasserfall stürzt ins Wasser.',
    draw: () =>
      sky(['#86b8dc', '#e0eef6']) +
      cloud(400, 90, 1.4) +
      `<path d="M0,80 L180,120 L300,320 L0,340 Z" fill="#4f6f55"/><path d="M${W},60 L600,130 L470,320 L${W},340 Z" fill="#3f5e48"/>` +
      `<path d="M640,140 l6,0 l-10,180 l-6,0 Z" fill="#ffffff" opacity="0.85"/>` +
      sea(320, ['#2a5d7c', '#3c7ea2']) +
      `<path d="M360,380 l60,0 l-10,12 l-42,0 Z" fill="#b03a2e"/>`,
  },
  {
    key: 'island-wasserfall',
    kind: 'landscape',
    tags: ['rundreise', 'island'],
    title: 'Wasserfall in Island',
    description:
      'Ein mächtiger Wasserfall stürzt über eine Basaltkante in ein grünes, moosbedecktes Tal Islands.',
    draw: (r) =>
      sky(['#9bb4c4', '#dfe8ec']) +
      cloud(200, 90, 1.5, 0.7) +
      `<path d="M0,180 L330,170 L330,500 L0,500 Z" fill="#4a5a4c"/><path d="M470,170 L${W},180 L${W},500 L470,500 Z" fill="#4a5a4c"/>` +
      `<rect x="330" y="170" width="140" height="260" fill="${lin(['#ffffff', '#d5e6ef'])}"/>` +
      `<ellipse cx="400" cy="430" rx="160" ry="30" fill="#ffffff" opacity="0.8"/>` +
      hills(r, 470, 40, '#6f8f4a'),
  },
  {
    key: 'namibia-duenen',
    kind: 'landscape',
    tags: ['rundreise', 'namibia', 'wueste'],
    title: 'Rote Dünen in Namibia',
    description:
      'Leuchtend rote Sanddünen der Namib-Wüste mit einem abgestorbenen Kameldornbaum im Vordergrund.',
    draw: () =>
      sky(['#3b83c7', '#9fd0ef']) +
      `<path d="M0,330 L260,150 L420,340 Z" fill="#d0612c"/><path d="M260,150 L420,340 L330,340 Z" fill="#9e3f1c"/><path d="M350,340 L600,190 L${W},340 Z" fill="#dc7034"/><path d="M600,190 L${W},340 L690,340 Z" fill="#a8461e"/>` +
      `<rect x="0" y="330" width="${W}" height="170" fill="#e9d6b0"/><path d="M380,440 l0,-70 M380,400 l-30,-30 M380,390 l26,-34 M380,410 l34,-14" stroke="#3b2a1e" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    key: 'kanada-see',
    kind: 'landscape',
    tags: ['rundreise', 'kanada', 'see'],
    title: 'Bergsee in den Rocky Mountains',
    description:
      'Ein türkisfarbener Gletschersee in den kanadischen Rocky Mountains, umgeben von dichten Nadelwäldern.',
    draw: (r) =>
      sky(['#5da2d8', '#d6ecf8']) +
      ridge(r, 260, 200, '#7c8aa0', 6, '#ffffff') +
      firs(r, 280, 24, 60, '#274c36') +
      sea(280, ['#3fb6bd', '#2a8f9a']) +
      firs(r, 500, 10, 150, '#1c3a28'),
  },
  {
    key: 'peru-anden',
    kind: 'landscape',
    tags: ['rundreise', 'peru', 'berge'],
    title: 'Terrassen in den Anden',
    description:
      'Grüne Inka-Terrassen ziehen sich an steilen Andenhängen entlang, dahinter ragen Gipfel in die Wolken.',
    draw: (r) =>
      sky(['#8fb9d8', '#e8f1f5']) +
      ridge(r, 280, 220, '#6e7f6a', 5) +
      cloud(400, 160, 1.6, 0.8) +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M0,${300 + i * 26} C300,${280 + i * 28} 500,${320 + i * 24} ${W},${300 + i * 26} L${W},${H} L0,${H} Z" fill="${['#7fae5c', '#6a9a4c'][i % 2]}"/>`,
      ).join(''),
  },
  {
    key: 'vietnam-bucht',
    kind: 'landscape',
    tags: ['rundreise', 'vietnam'],
    title: 'Kalksteinfelsen in der Halong-Bucht',
    description:
      'Bewachsene Kalksteinfelsen erheben sich aus dem smaragdgrünen Wasser der Halong-Bucht, eine Dschunke segelt vorbei.',
    draw: () =>
      sky(['#c8d8c8', '#eef3ea']) +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${30 + i * 130}" y="${160 + ((i * 47) % 100)}" width="${70 + ((i * 29) % 40)}" height="240" rx="35" fill="${['#5f7f5a', '#48694a', '#6d8c63'][i % 3]}"/>`,
      ).join('') +
      sea(330, ['#3f8a7a', '#5aa391']) +
      `<path d="M330,400 l110,0 l-15,18 l-80,0 Z" fill="#6b3a1e"/><path d="M380,400 l0,-70 l40,60 Z" fill="#c0392b"/>`,
  },
  {
    key: 'schottland-highlands',
    kind: 'landscape',
    tags: ['rundreise', 'schottland'],
    title: 'Burg in den schottischen Highlands',
    description: 'Eine alte Burg auf einer Landzunge vor den violetten Hügeln der schottischen Highlands.',
    draw: (r) =>
      sky(['#7d8ea3', '#c9d3dc']) +
      cloud(500, 80, 1.6, 0.6) +
      hills(r, 260, 120, '#7a6a8c') +
      sea(300, ['#52657a', '#6c8094']) +
      `<path d="M250,330 L560,330 L520,380 L290,380 Z" fill="#6a7a4a"/><rect x="330" y="250" width="140" height="80" fill="#8b8478"/><rect x="320" y="220" width="40" height="110" fill="#7d766b"/><rect x="440" y="230" width="36" height="100" fill="#7d766b"/>`,
  },
  {
    key: 'andalusien-dorf',
    kind: 'landscape',
    tags: ['rundreise', 'andalusien'],
    title: 'Weißes Dorf in Andalusien',
    description: 'Ein weißes Dorf schmiegt sich an einen Hügel in Andalusien, umgeben von Olivenhainen.',
    draw: (r) =>
      sky(['#3f98de', '#c8e7fa']) +
      sun(120, 90, 30) +
      hills(r, 330, 160, '#c7a46a') +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${220 + (i % 7) * 50}" y="${220 + Math.floor(i / 7) * 45 + (i % 3) * 6}" width="46" height="40" fill="#ffffff"/><rect x="${220 + (i % 7) * 50}" y="${216 + Math.floor(i / 7) * 45 + (i % 3) * 6}" width="46" height="6" fill="#c1653a"/>`,
      ).join('') +
      Array.from(
        { length: 12 },
        (_, i) => `<circle cx="${30 + i * 66}" cy="${430 + (i % 3) * 20}" r="20" fill="#6e7d3c"/>`,
      ).join(''),
  },
  {
    key: 'sizilien-aetna',
    kind: 'landscape',
    tags: ['rundreise', 'sizilien'],
    title: 'Der Ätna über Siziliens Küste',
    description:
      'Der rauchende Ätna erhebt sich über der Küste Siziliens, davor Zitronenhaine und das Mittelmeer.',
    draw: () =>
      sky(['#5aa4de', '#d7ecf9']) +
      `<path d="M120,330 L360,110 L440,110 L680,330 Z" fill="#6e6259"/><path d="M330,140 L360,110 L440,110 L470,140 L430,150 L400,135 L370,150 Z" fill="#ffffff"/>` +
      `<ellipse cx="420" cy="80" rx="60" ry="22" fill="#dddddd" opacity="0.8"/>` +
      sea(330, ['#1e6fb0', '#3a8fcb']) +
      Array.from(
        { length: 10 },
        (_, i) =>
          `<circle cx="${i * 80 + 40}" cy="${450 + (i % 2) * 15}" r="26" fill="#3d7a35"/><circle cx="${i * 80 + 46}" cy="${445 + (i % 2) * 15}" r="5" fill="#f4d03f"/>`,
      ).join(''),
  },
  {
    key: 'zimmer-meerblick',
    kind: 'room',
    tags: ['room', 'coast_north', 'coast_south', 'lake'],
    title: 'Doppelzimmer mit Meerblick',
    description:
      'Helles Doppelzimmer mit großem Fenster zum Meer, Doppelbett mit weißer Bettwäsche und Leselampe.',
    draw: (r) => room(r, '#f3ede3', '#c8a27a', windowView('sea'), '#dfe9f1'),
  },
  {
    key: 'zimmer-bergblick',
    kind: 'room',
    tags: ['room', 'mountains', 'forest', 'hills'],
    title: 'Zimmer im alpinen Landhausstil',
    description: 'Gemütliches Zimmer mit Holzvertäfelung, Doppelbett und Blick auf die Berge.',
    draw: (r) =>
      room(
        r,
        '#e9d3b0',
        '#8a5f3c',
        windowView('mountain'),
        '#efe3d1',
        `<rect x="0" y="0" width="${W}" height="40" fill="#a87a4f"/>`,
      ),
  },
  {
    key: 'zimmer-stadt',
    kind: 'room',
    tags: ['room', 'city'],
    title: 'Modernes Zimmer mit Stadtblick',
    description: 'Modern eingerichtetes Hotelzimmer in warmen Grautönen mit Blick über die Dächer der Stadt.',
    draw: (r) => room(r, '#dcdad6', '#6f6a66', windowView('city'), '#c9d2db'),
  },
  {
    key: 'zimmer-suite',
    kind: 'room',
    tags: ['room'],
    title: 'Junior Suite mit Sitzbereich',
    description:
      'Geräumige Junior Suite mit Doppelbett, Sofa und Sitzbereich in hellen, freundlichen Farben.',
    draw: (r) =>
      room(
        r,
        '#efe6f0',
        '#b48d6a',
        windowView('sea'),
        '#e7d9ea',
        `<rect x="560" y="330" width="200" height="60" rx="14" fill="#7d6b8f"/><rect x="560" y="300" width="200" height="40" rx="12" fill="#8f7da1"/>`,
      ),
  },
  {
    key: 'zimmer-familie',
    kind: 'room',
    tags: ['room', 'familie'],
    title: 'Familienzimmer mit Kinderbereich',
    description: 'Familienzimmer mit Doppelbett, Etagenbett für Kinder und bunten Kissen.',
    draw: (r) =>
      room(
        r,
        '#fdf1d8',
        '#c9a37b',
        windowView('mountain'),
        '#f6d6a8',
        `<rect x="560" y="240" width="170" height="150" fill="none" stroke="#8d6e52" stroke-width="8"/><rect x="560" y="280" width="170" height="14" fill="#6fa8dc"/><rect x="560" y="350" width="170" height="14" fill="#f6b26b"/>`,
      ),
  },
  {
    key: 'wellness-pool',
    kind: 'wellness',
    tags: ['wellness', 'pool'],
    title: 'Pool mit Liegen im Hotelgarten',
    description:
      'Ein blauer Pool mit weißen Sonnenliegen und Sonnenschirmen in einem gepflegten Hotelgarten.',
    draw: () =>
      sky(['#4fa9e6', '#d3eefb']) +
      sun(650, 80, 28) +
      `<rect x="0" y="260" width="${W}" height="240" fill="#e8e0cf"/><rect x="120" y="300" width="560" height="130" rx="18" fill="${lin(['#3cc0e0', '#1c8fc0'])}"/>` +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${120 + i * 150}" y="450" width="100" height="18" rx="6" fill="#ffffff"/><path d="M${170 + i * 150},440 l0,-140" stroke="#777" stroke-width="3"/><path d="M${120 + i * 150},300 Q${170 + i * 150},260 ${220 + i * 150},300 Z" fill="${['#e74c3c', '#f39c12', '#16a085', '#2980b9'][i]}"/>`,
      ).join('') +
      palm(60, 300, 150) +
      palm(760, 300, 170),
  },
  {
    key: 'wellness-sauna',
    kind: 'wellness',
    tags: ['wellness', 'sauna'],
    title: 'Saunabereich aus hellem Holz',
    description:
      'Warme Saunakabine aus hellem Holz mit Aufgusskübel und Blick durch ein Panoramafenster ins Grüne.',
    draw: () =>
      `<rect width="${W}" height="${H}" fill="#d9a66b"/>` +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="0" y="${i * 42}" width="${W}" height="2" fill="#b98550"/>`,
      ).join('') +
      `<rect x="420" y="60" width="320" height="220" fill="#a8d08d"/>` +
      fir(480, 280, 110, '#3c6b3a') +
      fir(580, 280, 140, '#335f33') +
      fir(680, 280, 100, '#3c6b3a') +
      `<rect x="420" y="60" width="320" height="220" fill="none" stroke="#8a5a2b" stroke-width="12"/><rect x="40" y="330" width="720" height="40" fill="#c48a4c"/><rect x="40" y="420" width="720" height="40" fill="#b97f42"/><path d="M120,330 l40,0 l-6,-40 l-28,0 Z" fill="#7a4f26"/>`,
  },
  {
    key: 'restaurant-terrasse',
    kind: 'wellness',
    tags: ['restaurant', 'kulinarik'],
    title: 'Restaurantterrasse bei Sonnenuntergang',
    description: 'Gedeckte Tische auf einer Terrasse mit Blick auf das Meer bei Sonnenuntergang.',
    draw: () =>
      sky(['#f59c6b', '#fbd5a5']) +
      sun(400, 230, 36) +
      sea(250, ['#d9845a', '#4c6d91']) +
      `<rect x="0" y="330" width="${W}" height="170" fill="#b08560"/>` +
      Array.from(
        { length: 3 },
        (_, i) =>
          `<ellipse cx="${150 + i * 250}" cy="400" rx="90" ry="22" fill="#ffffff"/><rect x="${146 + i * 250}" y="400" width="8" height="70" fill="#5a3e2b"/><circle cx="${130 + i * 250}" cy="392" r="8" fill="#c0392b"/><rect x="${165 + i * 250}" y="380" width="5" height="16" fill="#f4d03f"/>`,
      ).join(''),
  },
]

/** Deterministic SVG source of one catalogue image. */
export function renderSvg(spec: ImageSpec): string {
  gradId = 0
  defs.length = 0
  const r = mulberry32(hashString(spec.key))
  return svg(spec.draw(r))
}

type SharpFactory = (input: Buffer) => {
  jpeg: (o: Record<string, unknown>) => { toBuffer: () => Promise<Buffer> }
}
let sharpCache: SharpFactory | undefined
function loadSharp(): SharpFactory {
  // sharp is a dependency of Directus; resolve it from directus/node_modules (this file lives in directus/seed).
  sharpCache ??= createRequire(import.meta.url)('sharp') as SharpFactory
  return sharpCache
}

/** Render one catalogue image to a JPEG (800×500, well under 60 KB). */
export async function renderJpeg(spec: ImageSpec): Promise<Buffer> {
  const sharp = loadSharp()
  let quality = 78
  for (;;) {
    const buf = await sharp(Buffer.from(renderSvg(spec)))
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer()
    if (buf.length < 58_000 || quality <= 40) return buf
    quality -= 10
  }
}

/**
 * Upload every catalogue image into the Directus folder "Katalog/Demo" (created if missing). Images already in that
 * folder with the same file name are reused, so a retried seed does not duplicate files.
 */
export async function uploadImages(
  url: string,
  token: string,
  log: (m: string) => void = () => {},
): Promise<Record<string, string>> {
  const auth = { Authorization: `Bearer ${token}` }
  const json = async (res: Response, what: string) => {
    const text = await res.text()
    if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 500)}`)
    return text ? (JSON.parse(text) as { data: unknown }).data : null
  }
  const folders = (await json(
    await fetch(
      `${url}/folders?filter[name][_eq]=Demo&filter[parent][_eq]=${CATALOGUE_FOLDER_ID}&fields=id&limit=1`,
      {
        headers: auth,
      },
    ),
    'Ordner lesen',
  )) as Array<{ id: string }>
  let folderId = folders[0]?.id
  if (!folderId) {
    const created = (await json(
      await fetch(`${url}/folders`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Demo', parent: CATALOGUE_FOLDER_ID }),
      }),
      'Ordner anlegen',
    )) as { id: string }
    folderId = created.id
  }
  const existing = (await json(
    await fetch(`${url}/files?filter[folder][_eq]=${folderId}&fields=id,filename_download&limit=-1`, {
      headers: auth,
    }),
    'Dateien lesen',
  )) as Array<{ id: string; filename_download: string }>
  const byName = new Map(existing.map((f) => [f.filename_download, f.id]))
  const ids: Record<string, string> = {}
  let uploaded = 0
  // render in parallel (sharp uses its own thread pool)
  const jpegs = await Promise.all(
    IMAGE_SPECS.map(async (spec) => (byName.has(`${spec.key}.jpg`) ? null : renderJpeg(spec))),
  )
  const uploadOne = async (i: number) => {
    const spec = itemAt(IMAGE_SPECS, i)
    const filename = `${spec.key}.jpg`
    const known = byName.get(filename)
    if (known) {
      ids[spec.key] = known
      return
    }
    const form = new FormData()
    // metadata fields must precede the file part
    form.append('folder', folderId)
    form.append('title', spec.title)
    form.append('description', spec.description)
    form.append('file', new Blob([new Uint8Array(jpegs[i] as Buffer)], { type: 'image/jpeg' }), filename)
    const file = (await json(
      await fetch(`${url}/files`, { method: 'POST', headers: auth, body: form }),
      `Bild ${filename} hochladen`,
    )) as { id: string }
    ids[spec.key] = file.id
    uploaded++
  }
  // a few uploads in parallel; Directus writes each file and its row independently
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < IMAGE_SPECS.length) await uploadOne(next++)
    }),
  )
  log(`Bilder: ${uploaded} hochgeladen, ${IMAGE_SPECS.length - uploaded} wiederverwendet (Ordner "Demo")`)
  return ids
}
