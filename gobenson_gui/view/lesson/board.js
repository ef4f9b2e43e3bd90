// The board as SVG, in the editor's style: the colours, shapes and sizes of
// gobenson_gui/drawing/board_marks.py (Okabe and Ito's palette, and a shape for every overlay so that
// no meaning rests on hue alone) and the layout of drawing/board_layout.py, one cell 40 units wide.
// A board is drawn from a picture of view.js's compose() or of an exercise.
"use strict";
var Gobenson = globalThis.Gobenson || (globalThis.Gobenson = {});

Gobenson.board = (function () {
  var core = Gobenson.core, words = Gobenson.words;
  var COLOURS = {orange: "#E69F00", sky: "#56B4E9", green: "#009E73", blue: "#0072B2", vermillion: "#D55E00",
                 wood: "#DDB468", woodEdge: "#9E8149", ink: "#1E1A14", paper: "#F6F3EC", purple: "#CC79A7"};
  var CELL = 40;
  var TEXT = Math.max(7, Math.min(CELL * 0.42, 17));
  var MARGIN = CELL * 0.55 + TEXT * 2.2;
  var HATCH = 8;
  var FONT = "'DejaVu Sans', 'Noto Sans', Verdana, sans-serif";
  var SVG = "http://www.w3.org/2000/svg";

  function n(value) {
    return Math.round(value * 100) / 100;
  }

  function escape(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  function layout(geometry) {
    return {columns: geometry.columns, rows: geometry.rows,
            width: (geometry.columns - 1) * CELL + 2 * MARGIN, height: (geometry.rows - 1) * CELL + 2 * MARGIN};
  }

  function centre(geometry, point) {
    return [MARGIN + (point % geometry.columns) * CELL, MARGIN + Math.floor(point / geometry.columns) * CELL];
  }

  // Patterns and gradients every board shares (one <defs> a page): the stones' light, the hatching of
  // healthy, cast-out and leaving regions, and the fading of lines past a wrapped side.
  function definitions(id) {
    function hatch(name, colour, both) {
      var lines = "";
      [-HATCH, 0, HATCH].forEach(function (shift) {
        lines += '<line x1="' + shift + '" y1="' + HATCH + '" x2="' + (shift + HATCH) + '" y2="0"/>';
        if (both) lines += '<line x1="' + shift + '" y1="0" x2="' + (shift + HATCH) + '" y2="' + HATCH + '"/>';
      });
      return '<pattern id="' + id + name + '" width="' + HATCH + '" height="' + HATCH + '" patternUnits="userSpaceOnUse">' +
        '<g stroke="' + colour + '" stroke-width="1.6">' + lines + "</g></pattern>";
    }
    return "<defs>" +
      '<radialGradient id="' + id + 'black" cx="0.32" cy="0.3" r="0.7">' +
      '<stop offset="0" stop-color="#6A6A6A"/><stop offset="0.35" stop-color="#262626"/>' +
      '<stop offset="1" stop-color="#050505"/></radialGradient>' +
      '<radialGradient id="' + id + 'white" cx="0.32" cy="0.3" r="0.7">' +
      '<stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="#ECEAE4"/>' +
      '<stop offset="1" stop-color="#B9B5AC"/></radialGradient>' +
      hatch("healthy", COLOURS.blue, false) + hatch("castout", "rgba(80,80,80,0.59)", true) +
      hatch("leaving", COLOURS.orange, true) + "</defs>";
  }

  // -- the wood: grid, holes, wrapped sides, star points, coordinates and links ------------------------

  function hoshi(columns, rows) {
    if (Math.min(columns, rows) < 7) return [];
    var nearX = columns >= 13 ? 3 : 2, nearY = rows >= 13 ? 3 : 2;
    var farX = columns - nearX - 1, farY = rows - nearY - 1, midX = Math.floor(columns / 2), midY = Math.floor(rows / 2);
    var points = [[nearX, nearY], [farX, nearY], [nearX, farY], [farX, farY]];
    if (columns % 2 && rows % 2 && columns !== 7 && rows !== 7) points.push([midX, midY]);
    if (columns % 2 && columns >= 15) points.push([midX, nearY], [midX, farY]);
    if (rows % 2 && rows >= 15) points.push([nearX, midY], [farX, midY]);
    return points;
  }

  // The edges of a set of cells that no other cell of it shares: the outline of holes and selections.
  function outline(geometry, inside) {
    var path = "", half = CELL / 2;
    for (var point = 0; point < geometry.size; point++) {
      if (!inside(point)) continue;
      var column = point % geometry.columns, row = Math.floor(point / geometry.columns);
      var at = centre(geometry, point), x0 = at[0] - half, y0 = at[1] - half, x1 = at[0] + half, y1 = at[1] + half;
      if (row === 0 || !inside(point - geometry.columns)) path += "M" + x0 + " " + y0 + "H" + x1;
      if (row === geometry.rows - 1 || !inside(point + geometry.columns)) path += "M" + x0 + " " + y1 + "H" + x1;
      if (column === 0 || !inside(point - 1)) path += "M" + x0 + " " + y0 + "V" + y1;
      if (column === geometry.columns - 1 || !inside(point + 1)) path += "M" + x1 + " " + y0 + "V" + y1;
    }
    return path;
  }

  function cells(geometry, set) {
    var path = "", half = CELL / 2;
    for (var point = 0; point < geometry.size; point++) {
      if (!set[point]) continue;
      var start = point;
      while (point + 1 < geometry.size && set[point + 1] && (point + 1) % geometry.columns) point++;
      var at = centre(geometry, start);
      path += "M" + (at[0] - half) + " " + (at[1] - half) + "h" + (point - start + 1) * CELL + "v" + CELL + "h" +
        -(point - start + 1) * CELL + "z";
    }
    return path;
  }

  function wood(geometry, id) {
    var box = layout(geometry), out = [], on = geometry.on, columns = geometry.columns, rows = geometry.rows;
    var line = Math.max(1, Math.round(CELL / 40));
    out.push('<rect class="wood" x="0" y="0" width="' + box.width + '" height="' + box.height + '" fill="' + COLOURS.wood + '"/>');
    if (geometry.missing.length) {
      var missing = function (point) { return !on[point]; };
      var holes = new Uint8Array(geometry.size).map(function (_unused, point) { return on[point] ? 0 : 1; });
      out.push('<path d="' + cells(geometry, holes) + '" fill="' + COLOURS.paper + '"/>');
      out.push('<path d="' + outline(geometry, missing) + '" fill="none" stroke="' + COLOURS.woodEdge +
               '" stroke-width="' + Math.max(1, CELL / 30) + '"/>');
    }
    var wrapsColumns = geometry.wrap === "columns" || geometry.wrap === "both";
    var wrapsRows = geometry.wrap === "rows" || geometry.wrap === "both";
    var grid = "";
    function runs(lines, length, at, vertical) {
      for (var lineIndex = 0; lineIndex < lines; lineIndex++) {
        var start = null;
        for (var i = 0; i <= length; i++) {
          if (i < length && on[at(lineIndex, i)]) {
            if (start === null) start = i;
            continue;
          }
          if (start !== null && i - 1 > start) {
            var a = centre(geometry, at(lineIndex, start)), b = centre(geometry, at(lineIndex, i - 1));
            var edge = (lineIndex === 0 || lineIndex === lines - 1) && !(vertical ? wrapsColumns : wrapsRows);
            grid += '<line x1="' + a[0] + '" y1="' + a[1] + '" x2="' + b[0] + '" y2="' + b[1] + '" stroke-width="' +
              (edge ? 2 * line : line) + '"/>';
          }
          start = null;
        }
      }
    }
    runs(rows, columns, function (row, i) { return row * columns + i; }, false);
    runs(columns, rows, function (column, i) { return i * columns + column; }, true);
    out.push('<g stroke="' + COLOURS.ink + '" shape-rendering="crispEdges">' + grid + "</g>");
    if (wrapsColumns || wrapsRows) out.push(wrappedSides(geometry, id, line, wrapsColumns, wrapsRows));
    var stars = "";
    hoshi(columns, rows).forEach(function (star) {
      var point = star[1] * columns + star[0];
      if (on[point]) {
        var at = centre(geometry, point);
        stars += '<circle cx="' + at[0] + '" cy="' + at[1] + '" r="' + Math.max(1.5, CELL * 0.1) + '"/>';
      }
    });
    out.push('<g fill="' + COLOURS.ink + '">' + stars + "</g>");
    var text = "", size = TEXT * (columns > 25 ? 0.85 : 1), offset = CELL * 0.55 + TEXT * 1.1;
    for (var column = 0; column < columns; column++) {
      var x = MARGIN + column * CELL;
      [MARGIN - offset, MARGIN + (rows - 1) * CELL + offset].forEach(function (y) {
        text += '<text x="' + x + '" y="' + n(y) + '">' + words.columnName(column) + "</text>";
      });
    }
    for (var row = 0; row < rows; row++) {
      var y = MARGIN + row * CELL;
      [MARGIN - offset, MARGIN + (columns - 1) * CELL + offset].forEach(function (x2) {
        text += '<text x="' + n(x2) + '" y="' + y + '">' + (rows - row) + "</text>";
      });
    }
    out.push('<g class="coordinates" fill="' + COLOURS.ink + '" font-family="' + FONT + '" font-size="' + n(size) +
             '" text-anchor="middle" dominant-baseline="central" aria-hidden="true">' + text + "</g>");
    if (geometry.links.length) out.push(links(geometry));
    return out.join("");
  }

  // Lines that run on past a wrapped side and fade out, and arrows in the wood's corners pointing the
  // way the board goes on.
  function wrappedSides(geometry, id, line, columns, rows) {
    var reach = CELL * 0.5, out = "", defs = "", sides = [];
    var box = layout(geometry);
    if (columns) {
      sides.push({points: function (i) { return i * geometry.columns; }, count: geometry.rows, dx: -1, dy: 0},
                 {points: function (i) { return i * geometry.columns + geometry.columns - 1; }, count: geometry.rows,
                  dx: 1, dy: 0});
    }
    if (rows) {
      sides.push({points: function (i) { return i; }, count: geometry.columns, dx: 0, dy: -1},
                 {points: function (i) { return (geometry.rows - 1) * geometry.columns + i; }, count: geometry.columns,
                  dx: 0, dy: 1});
    }
    sides.forEach(function (side, number) {
      var edge = centre(geometry, side.points(0));
      var from = side.dx ? edge[0] : edge[1], to = from + (side.dx || side.dy) * reach;
      var name = id + "fade" + number;
      defs += '<linearGradient id="' + name + '" gradientUnits="userSpaceOnUse" ' +
        (side.dx ? 'x1="' + from + '" x2="' + to + '" y1="0" y2="0"' : 'y1="' + from + '" y2="' + to + '" x1="0" x2="0"') +
        '><stop offset="0" stop-color="' + COLOURS.ink + '"/><stop offset="1" stop-color="' + COLOURS.ink +
        '" stop-opacity="0"/></linearGradient>';
      for (var i = 0; i < side.count; i++) {
        var point = side.points(i);
        if (!geometry.on[point]) continue;
        var at = centre(geometry, point);
        out += '<line x1="' + at[0] + '" y1="' + at[1] + '" x2="' + (at[0] + side.dx * reach) + '" y2="' +
          (at[1] + side.dy * reach) + '" stroke="url(#' + name + ')" stroke-width="' + line + '"/>';
      }
      var size = Math.max(4, Math.min(MARGIN * 0.3, CELL * 0.35)), inset = Math.min(MARGIN * 0.5, CELL * 0.6);
      [[inset, inset], [box.width - inset, inset], [inset, box.height - inset], [box.width - inset, box.height - inset]]
        .forEach(function (corner) {
          var towardsX = corner[0] - box.width / 2, towardsY = corner[1] - box.height / 2;
          if (towardsX * side.dx + towardsY * side.dy <= 0) return;
          var inwardX = -Math.sign(towardsX) * Math.abs(side.dy), inwardY = -Math.sign(towardsY) * Math.abs(side.dx);
          var x = corner[0] + inwardX * size * 0.45, y = corner[1] + inwardY * size * 0.45;
          var tipX = x + side.dx * size / 2, tipY = y + side.dy * size / 2;
          var acrossX = -side.dy, acrossY = side.dx;
          out += '<path d="M' + n(x - side.dx * size / 2) + " " + n(y - side.dy * size / 2) + "L" + n(tipX) + " " + n(tipY) +
            "M" + n(tipX - side.dx * size * 0.4 + acrossX * size * 0.3) + " " + n(tipY - side.dy * size * 0.4 + acrossY * size * 0.3) +
            "L" + n(tipX) + " " + n(tipY) + "L" + n(tipX - side.dx * size * 0.4 - acrossX * size * 0.3) + " " +
            n(tipY - side.dy * size * 0.4 - acrossY * size * 0.3) + '" fill="none" stroke="' + COLOURS.blue +
            '" stroke-width="' + n(Math.max(1, size / 6)) + '" stroke-linecap="round" stroke-linejoin="round"/>';
        });
    });
    return "<defs>" + defs + "</defs>" + out;
  }

  // Each link as a purple arc bowed away from the board's centre, with a dot at each end.
  function links(geometry) {
    var box = layout(geometry), out = "", dots = "";
    geometry.links.forEach(function (pair) {
      var a = centre(geometry, pair[0]), b = centre(geometry, pair[1]);
      var middle = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], chord = [b[0] - a[0], b[1] - a[1]];
      var bow = [-chord[1], chord[0]], away = [middle[0] - box.width / 2, middle[1] - box.height / 2];
      if (bow[0] * away[0] + bow[1] * away[1] < 0) bow = [-bow[0], -bow[1]];
      var length = Math.hypot(chord[0], chord[1]), scale = length ? Math.min(1 / 3, 2.5 * CELL / length) : 0;
      out += '<path d="M' + a[0] + " " + a[1] + "Q" + n(middle[0] + bow[0] * scale) + " " + n(middle[1] + bow[1] * scale) +
        " " + b[0] + " " + b[1] + '"/>';
      [a, b].forEach(function (end) {
        dots += '<circle cx="' + end[0] + '" cy="' + end[1] + '" r="' + Math.max(2, CELL * 0.14) + '"/>';
      });
    });
    return '<g fill="none" stroke="' + COLOURS.purple + '" stroke-width="' + Math.max(1.5, CELL / 12) +
      '" stroke-linecap="round">' + out + '</g><g fill="' + COLOURS.purple + '">' + dots + "</g>";
  }

  // -- stones and marks -------------------------------------------------------------------------------

  function stone(at, colour, id, opacity) {
    var radius = CELL * 0.48;
    return '<g' + (opacity < 1 ? ' opacity="' + opacity + '"' : "") + '><circle cx="' + n(at[0] + radius * 0.08) +
      '" cy="' + n(at[1] + radius * 0.12) + '" r="' + n(radius) + '" fill="rgba(0,0,0,0.24)"/>' +
      '<circle cx="' + at[0] + '" cy="' + at[1] + '" r="' + n(radius) + '" fill="url(#' + id +
      (colour === core.BLACK ? "black" : "white") + ')"' +
      (colour === core.WHITE ? ' stroke="#7A7468" stroke-width="' + n(Math.max(0.6, CELL / 40)) + '"' : "") + "/></g>";
  }

  function contrast(colour) {
    return colour === core.BLACK ? "#FFFFFF" : COLOURS.ink;
  }

  function safeMark(at, colour) {
    var size = CELL * 0.2;
    return '<path d="M' + at[0] + " " + (at[1] - size) + "L" + (at[0] + size) + " " + at[1] + "L" + at[0] + " " +
      (at[1] + size) + "L" + (at[0] - size) + " " + at[1] + 'z" fill="' + (colour === core.BLACK ? COLOURS.sky : COLOURS.blue) +
      '" stroke="' + (colour === core.WHITE ? "#FFFFFF" : COLOURS.ink) + '" stroke-width="' + n(Math.max(1, CELL / 28)) + '"/>';
  }

  function territoryMark(at, owner, cell) {
    var half = (cell || CELL) * 0.16;
    return '<rect x="' + n(at[0] - half) + '" y="' + n(at[1] - half) + '" width="' + n(2 * half) + '" height="' + n(2 * half) +
      '" fill="' + (owner === core.BLACK ? "#111111" : "#FFFFFF") + '" stroke="' + (owner === core.WHITE ? COLOURS.ink : "#BBBBBB") +
      '" stroke-width="' + n(Math.max(0.8, CELL / 30)) + '"/>';
  }

  function ring(at, colour, scale, weight, dashed) {
    var width = Math.max(1.2, CELL * weight);
    return '<circle cx="' + at[0] + '" cy="' + at[1] + '" r="' + n(CELL * scale) + '" fill="none" stroke="' + colour +
      '" stroke-width="' + n(width) + '"' + (dashed ? ' stroke-dasharray="' + n(width * 4) + " " + n(width * 2) + '"' : "") + "/>";
  }

  function strike(at, colour) {
    var reach = CELL * 0.34;
    return '<line x1="' + n(at[0] - reach) + '" y1="' + n(at[1] + reach) + '" x2="' + n(at[0] + reach) + '" y2="' +
      n(at[1] - reach) + '" stroke="' + colour + '" stroke-width="' + n(Math.max(1.5, CELL / 10)) + '" stroke-linecap="round"/>';
  }

  function illegalMark(at) {
    return ring(at, COLOURS.vermillion, 0.5, 1 / 9, true) + '<text x="' + at[0] + '" y="' + at[1] + '" fill="' +
      COLOURS.vermillion + '" font-weight="bold" font-size="' + n(CELL * 0.6) + '">!</text>';
  }

  function verdictMark(at, agree) {
    var spot = [at[0] + CELL * 0.3, at[1] + CELL * 0.3], radius = CELL * 0.17, r = radius * 0.55;
    var sign = agree ? "M" + n(spot[0] - r) + " " + n(spot[1]) + "L" + n(spot[0] - r * 0.25) + " " + n(spot[1] + r * 0.7) +
      "L" + n(spot[0] + r) + " " + n(spot[1] - r * 0.6)
      : "M" + n(spot[0] - r) + " " + n(spot[1] - r) + "L" + n(spot[0] + r) + " " + n(spot[1] + r) + "M" + n(spot[0] - r) +
        " " + n(spot[1] + r) + "L" + n(spot[0] + r) + " " + n(spot[1] - r);
    return '<circle cx="' + n(spot[0]) + '" cy="' + n(spot[1]) + '" r="' + n(radius) + '" fill="' +
      (agree ? COLOURS.green : COLOURS.vermillion) + '" stroke="#FFFFFF" stroke-width="' + n(Math.max(0.8, CELL / 36)) +
      '"/><path d="' + sign + '" fill="none" stroke="#FFFFFF" stroke-width="' + n(Math.max(1.2, CELL / 22)) +
      '" stroke-linecap="round"/>';
  }

  function markup(at, shape, on) {
    var size = CELL * 0.25, ink = contrast(on), style = '" fill="none" stroke="' + ink + '" stroke-width="' +
      n(Math.max(1.2, CELL / 14)) + '"/>';
    if (shape === "TR") {
      return '<path d="M' + at[0] + " " + n(at[1] - size * 1.1) + "L" + n(at[0] + size) + " " + n(at[1] + size * 0.7) + "L" +
        n(at[0] - size) + " " + n(at[1] + size * 0.7) + "z" + style;
    }
    if (shape === "SQ") {
      return '<rect x="' + n(at[0] - size * 0.85) + '" y="' + n(at[1] - size * 0.85) + '" width="' + n(size * 1.7) +
        '" height="' + n(size * 1.7) + style;
    }
    if (shape === "CR") return '<circle cx="' + at[0] + '" cy="' + at[1] + '" r="' + n(size) + style;
    if (shape === "SL") {
      var half = CELL * 0.42;
      return '<rect x="' + n(at[0] - half) + '" y="' + n(at[1] - half) + '" width="' + n(2 * half) + '" height="' +
        n(2 * half) + '" fill="' + ink + '" fill-opacity="0.35"/>';
    }
    return '<path d="M' + n(at[0] - size) + " " + n(at[1] - size) + "L" + n(at[0] + size) + " " + n(at[1] + size) + "M" +
      n(at[0] - size) + " " + n(at[1] + size) + "L" + n(at[0] + size) + " " + n(at[1] - size) + style;
  }

  function label(at, text, on) {
    var size = CELL * (Array.from(text).length < 3 ? 0.55 : 0.36), out = "";
    if (!on) {
      var width = Array.from(text).length * size * 0.68 + CELL * 0.12;
      out += '<rect x="' + n(at[0] - width / 2) + '" y="' + n(at[1] - CELL * 0.36) + '" width="' + n(width) + '" height="' +
        n(CELL * 0.72) + '" rx="' + n(CELL * 0.3) + '" fill="' + COLOURS.wood + '"/>';
    }
    return out + '<text x="' + at[0] + '" y="' + at[1] + '" fill="' + contrast(on) + '" font-weight="bold" font-size="' +
      n(size) + '">' + escape(text) + "</text>";
  }

  function arrow(start, end, head) {
    var out = '<line x1="' + start[0] + '" y1="' + start[1] + '" x2="' + end[0] + '" y2="' + end[1] + '" stroke="' +
      COLOURS.vermillion + '" stroke-width="' + n(Math.max(1.5, CELL / 12)) + '" stroke-linecap="round"/>';
    if (!head) return out;
    var angle = Math.atan2(end[1] - start[1], end[0] - start[0]), size = CELL * 0.3, points = [end];
    [0.45, -0.45].forEach(function (turn) {
      points.push([end[0] - size * Math.cos(angle + turn), end[1] - size * Math.sin(angle + turn)]);
    });
    return out + '<path d="M' + points.map(function (p) { return n(p[0]) + " " + n(p[1]); }).join("L") + 'z" fill="' +
      COLOURS.vermillion + '"/>';
  }

  function regionLetter(at, letter, bold) {
    var size = Math.max(CELL * 0.66, 10);
    return '<text x="' + at[0] + '" y="' + at[1] + '" font-size="' + n(size) + '"' + (bold ? ' font-weight="bold"' : "") +
      ' fill="' + COLOURS.ink + '" stroke="' + COLOURS.paper + '" stroke-width="' + n(Math.max(2, size * 0.18)) +
      '" paint-order="stroke" stroke-linejoin="round">' + escape(letter) + "</text>";
  }

  // Everything a picture shows over the wood, bottom to top as board_painter.py paints it.
  function marks(picture, id) {
    var geometry = picture.geometry, stones = picture.stones, out = [];
    var fills = {vital: new Uint8Array(geometry.size), healthy: new Uint8Array(geometry.size),
                 "cast out": new Uint8Array(geometry.size)};
    picture.regions.forEach(function (region) {
      if (fills[region.kind]) region.points.forEach(function (point) { fills[region.kind][point] = 1; });
    });
    picture.castOutRegions.forEach(function (flag, point) { if (flag) fills["cast out"][point] = 1; });
    out.push('<path d="' + cells(geometry, fills.vital) + '" fill="rgba(0,158,115,0.47)"/>');
    out.push('<path d="' + cells(geometry, fills.healthy) + '" fill="url(#' + id + 'healthy)"/>');
    out.push('<path d="' + cells(geometry, fills["cast out"]) + '" fill="url(#' + id + 'castout)"/>');
    out.push('<path d="' + cells(geometry, picture.leavingRegions) + '" fill="url(#' + id + 'leaving)"/>');
    if (picture.selection.some(Boolean)) {
      out.push('<path d="' + cells(geometry, picture.selection) + '" fill="rgba(86,180,233,0.24)"/>');
      out.push('<path d="' + outline(geometry, function (point) { return picture.selection[point]; }) + '" fill="none" stroke="' +
               COLOURS.blue + '" stroke-width="2" stroke-dasharray="6 3"/>');
    }
    var over = [];
    for (var point = 0; point < geometry.size; point++) {
      var colour = stones[point];
      if (!colour || !geometry.on[point]) continue;
      var at = centre(geometry, point);
      if (picture.castOut[point]) {
        out.push(stone(at, colour, id, 0.4));
        over.push(strike(at, picture.leaving[point] ? COLOURS.orange : colour === core.BLACK ? "#C8C8C8" : "#505050"));
      } else {
        out.push(stone(at, colour, id, 1));
      }
    }
    out = out.concat(over);
    for (point = 0; point < geometry.size; point++) {
      at = centre(geometry, point);
      if (picture.leaving[point]) out.push(ring(at, COLOURS.orange, 0.5, 1 / 9));
      if (picture.highlight[point]) out.push(ring(at, COLOURS.blue, 0.53, 1 / 16));
      if (picture.blackTerritory[point]) out.push(territoryMark(at, core.BLACK));
      if (picture.whiteTerritory[point]) out.push(territoryMark(at, core.WHITE));
      if (picture.safe[point] && stones[point]) out.push(safeMark(at, stones[point]));
      if (picture.agree[point]) out.push(verdictMark(at, true));
      if (picture.disagree[point]) out.push(verdictMark(at, false));
      if (picture.illegal[point]) out.push(illegalMark(at));
    }
    var last = picture.lastMove;
    if (last !== null && last !== undefined && stones[last] && picture.labels[last] === undefined) {
      out.push('<circle cx="' + centre(geometry, last)[0] + '" cy="' + centre(geometry, last)[1] + '" r="' + CELL * 0.2 +
               '" fill="none" stroke="' + contrast(stones[last]) + '" stroke-width="' + Math.max(1.2, CELL / 16) + '"/>');
    }
    picture.dimmed.forEach(function (dim) {
      var c = centre(geometry, dim);
      out.push('<rect x="' + (c[0] - CELL / 2) + '" y="' + (c[1] - CELL / 2) + '" width="' + CELL + '" height="' + CELL +
               '" fill="' + COLOURS.paper + '" fill-opacity="0.59"/>');
    });
    Object.keys(picture.marked).forEach(function (key) {
      out.push(territoryMark(centre(geometry, Number(key)), picture.marked[key]));
    });
    Object.keys(picture.markup).forEach(function (key) {
      out.push(markup(centre(geometry, Number(key)), picture.markup[key], stones[Number(key)]));
    });
    Object.keys(picture.labels).forEach(function (key) {
      out.push(label(centre(geometry, Number(key)), picture.labels[key], stones[Number(key)]));
    });
    picture.lines.forEach(function (line) {
      out.push(arrow(centre(geometry, line[1]), centre(geometry, line[2]), line[0] === "AR"));
    });
    picture.regions.forEach(function (region) {
      if (region.at !== null) out.push(regionLetter(centre(geometry, region.at), region.letter, region.kind === "vital"));
    });
    return '<g font-family="' + FONT + '" text-anchor="middle" dominant-baseline="central">' + out.join("") + "</g>";
  }

  // The whole board as SVG text, for pictures that are not played on (the printed half-steps).
  function svg(picture, id, title) {
    var box = layout(picture.geometry);
    return '<svg xmlns="' + SVG + '" viewBox="0 0 ' + box.width + " " + box.height + '" role="img" aria-label="' +
      escape(title) + '">' + definitions(id) + wood(picture.geometry, id) + marks(picture, id) + "</svg>";
  }

  // The keyboard cursor: the four corners of a square, dark on a wide light edge.
  function cursor(geometry, point) {
    var at = centre(geometry, point), half = CELL / 2, arm = CELL * 0.3, path = "";
    [[-1, -1], [1, -1], [1, 1], [-1, 1]].forEach(function (corner) {
      var x = at[0] + corner[0] * half, y = at[1] + corner[1] * half;
      path += "M" + (x - corner[0] * arm) + " " + y + "L" + x + " " + y + "L" + x + " " + (y - corner[1] * arm);
    });
    var width = Math.max(1.5, CELL / 16);
    return '<path d="' + path + '" fill="none" stroke="' + COLOURS.paper + '" stroke-width="' + 3 * width + '"/>' +
      '<path d="' + path + '" fill="none" stroke="' + COLOURS.ink + '" stroke-width="' + width + '"/>';
  }

  // A small sample of one overlay for the legend, drawn with the board's own marks.
  function legendSample(kind, id) {
    var at = [20, 20], body = "";
    function square(fill) { return '<rect x="0" y="0" width="40" height="40" fill="' + fill + '"/>'; }
    if (kind === "safe") body = stone(at, core.BLACK, id, 1) + safeMark(at, core.BLACK);
    else if (kind === "territory") body = territoryMark(at, core.BLACK, CELL * 1.6);
    else if (kind === "vital") body = square("rgba(0,158,115,0.47)");
    else if (kind === "healthy") body = square("url(#" + id + "healthy)");
    else if (kind === "cast out") body = stone(at, core.WHITE, id, 0.4) + strike(at, "#505050");
    else if (kind === "leaving") body = stone(at, core.BLACK, id, 1) + ring(at, COLOURS.orange, 0.5, 1 / 9);
    else if (kind === "illegal") body = stone(at, core.WHITE, id, 1) + illegalMark(at);
    else if (kind === "region letter") body = regionLetter(at, "a", false);
    return '<svg xmlns="' + SVG + '" viewBox="0 0 40 40" width="28" height="28" aria-hidden="true">' +
      '<rect width="40" height="40" fill="' + COLOURS.wood + '"/><g font-family="' + FONT +
      '" text-anchor="middle" dominant-baseline="central">' + body + "</g></svg>";
  }

  return {CELL: CELL, layout: layout, centre: centre, definitions: definitions, wood: wood, marks: marks, svg: svg,
          cursor: cursor, legendSample: legendSample, escape: escape};
})();
