// Renders chosen unDraw components of the npm package iblis-react-undraw to plain SVG templates.
//
//   npm pack iblis-react-undraw@0.3.0 && tar xzf iblis-react-undraw-0.3.0.tgz
//   node content/illustrations/vendor/undraw/extract.cjs package/dist/components Doctor Yoga ...
//
// Each component is a React function that draws one SVG. It is run here with a tiny stand-in for
// React that prints markup instead, and with the four colours the package lets a user choose
// (primarycolor, accentcolor, haircolor, skincolor) set to the tokens {primary}, {accent},
// {hair} and {skin}, which content/illustrations/people.py fills in. Nothing else is changed.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const NAMES = {
  xlinkHref: 'xlink:href', className: 'class', viewBox: 'viewBox', gradientUnits: 'gradientUnits',
  gradientTransform: 'gradientTransform', patternUnits: 'patternUnits', clipPathUnits: 'clipPathUnits',
  preserveAspectRatio: 'preserveAspectRatio', maskUnits: 'maskUnits', patternTransform: 'patternTransform',
  spreadMethod: 'spreadMethod', stdDeviation: 'stdDeviation',
};
const SKIP = new Set(['children', 'style', 'class', 'className', 'width', 'height', 'primarycolor', 'accentcolor', 'haircolor', 'skincolor']);
const attrName = (k) => NAMES[k] || k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase());
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function createElement(tag, props, ...kids) {
  let attrs = '';
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || SKIP.has(k) || typeof v === 'object' || typeof v === 'function') continue;
    attrs += ' ' + attrName(k) + '="' + esc(v) + '"';
  }
  const inner = kids.flat(Infinity).filter((x) => x !== null && x !== undefined && x !== false)
    .map((x) => (typeof x === 'string' && x.startsWith('<') ? x : esc(x))).join('');
  return '<' + tag + attrs + (inner ? '>' + inner + '</' + tag + '>' : '/>');
}

const TOKENS = { primarycolor: '{primary}', accentcolor: '{accent}', haircolor: '{hair}', skincolor: '{skin}' };

function render(file) {
  const src = fs.readFileSync(file, 'utf8')
    .replace(/import \* as tslib_1 from "tslib";/, 'var tslib_1 = { __assign: Object.assign };')
    .replace(/import React from ['"]react['"];/, '')
    .replace(/export var (\w+) =/g, 'var $1 = exports.$1 =');
  const exports = {};
  vm.runInNewContext(src, { exports, React: { createElement }, Object });
  const component = Object.values(exports).find((v) => typeof v === 'function');
  let svg = component(Object.assign({}, TOKENS));
  svg = svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  if (svg.includes('xlink:href')) svg = svg.replace('<svg', '<svg xmlns:xlink="http://www.w3.org/1999/xlink"');
  return svg + '\n';
}

const [dir, ...names] = process.argv.slice(2);
for (const name of names) {
  fs.writeFileSync(path.join(__dirname, name + '.svg'), render(path.join(dir, name + '.js')));
}
console.log(names.length + ' written');
