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

  // An element as SVG text: its attributes (numbers to hundredths; null or undefined leave one out)
  // and its content, if any.
  function el(name, attributes, content) {
    var text = "<" + name;
    Object.keys(attributes).forEach(function (key) {
      var value = attributes[key];
      if (value !== null && value !== undefined) {
        text += " " + key + '="' + (typeof value === "number" ? n(value) : escape(value)) + '"';
      }
    });
    return content === undefined ? text + "/>" : text + ">" + content + "</" + name + ">";
  }

  // A path through ``points`` ([x, y] each), closed with ``closed``.
  function through(points, closed) {
    return "M" + points.map(function (p) { return n(p[0]) + " " + n(p[1]); }).join("L") + (closed ? "z" : "");
  }

  function layout(geometry) {
    return {columns: geometry.columns, rows: geometry.rows,
            width: (geometry.columns - 1) * CELL + 2 * MARGIN, height: (geometry.rows - 1) * CELL + 2 * MARGIN};
  }

  function centre(geometry, point) {
    return [MARGIN + (point % geometry.columns) * CELL, MARGIN + Math.floor(point / geometry.columns) * CELL];
  }

  // Patterns and gradients every board shares (one <defs> a page): the stones' light and the hatching
  // of healthy, cast-out and leaving regions.
  function definitions(id) {
    function hatch(name, colour, both) {
      var lines = "";
      [-HATCH, 0, HATCH].forEach(function (shift) {
        lines += el("line", {x1: shift, y1: HATCH, x2: shift + HATCH, y2: 0});
        if (both) lines += el("line", {x1: shift, y1: 0, x2: shift + HATCH, y2: HATCH});
      });
      return el("pattern", {id: id + name, width: HATCH, height: HATCH, patternUnits: "userSpaceOnUse"},
                el("g", {stroke: colour, "stroke-width": 1.6}, lines));
    }
    function light(name, stops) {
      return el("radialGradient", {id: id + name, cx: 0.32, cy: 0.3, r: 0.7}, stops.map(function (stop) {
        return el("stop", {offset: stop[0], "stop-color": stop[1]});
      }).join(""));
    }
    return el("defs", {}, light("black", [[0, "#6A6A6A"], [0.35, "#262626"], [1, "#050505"]]) +
              light("white", [[0, "#FFFFFF"], [0.6, "#ECEAE4"], [1, "#B9B5AC"]]) +
              hatch("healthy", COLOURS.blue, false) + hatch("castout", "rgba(80,80,80,0.59)", true) +
              hatch("leaving", COLOURS.orange, true));
  }

  // -- the wood: grid, holes, wrapped sides, star points, coordinates and links ------------------------

  function hoshi(columns, rows) {
    if (Math.min(columns, rows) < 7) return [];
    var nearX = columns >= 13 ? 3 : 2, nearY = rows >= 13 ? 3 : 2;
    var farX = columns - nearX - 1, farY = rows - nearY - 1;
    var midX = Math.floor(columns / 2), midY = Math.floor(rows / 2);
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
    out.push(el("rect", {"class": "wood", x: 0, y: 0, width: box.width, height: box.height, fill: COLOURS.wood}));
    if (geometry.missing.length) {
      var missing = function (point) { return !on[point]; };
      out.push(el("path", {d: cells(geometry, on.map(function (flag) { return flag ? 0 : 1; })), fill: COLOURS.paper}),
               el("path", {d: outline(geometry, missing), fill: "none", stroke: COLOURS.woodEdge,
                           "stroke-width": Math.max(1, CELL / 30)}));
    }
    var wrapsColumns = geometry.wrap === "columns" || geometry.wrap === "both";
    var wrapsRows = geometry.wrap === "rows" || geometry.wrap === "both";
    var grid = "";
    // The grid's lines as straight runs between points of the board: a line stops before a hole, and
    // the board's edge is thicker, but for a wrapped side, which is no edge.
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
            grid += el("line", {x1: a[0], y1: a[1], x2: b[0], y2: b[1], "stroke-width": edge ? 2 * line : line});
          }
          start = null;
        }
      }
    }
    runs(rows, columns, function (row, i) { return row * columns + i; }, false);
    runs(columns, rows, function (column, i) { return i * columns + column; }, true);
    out.push(el("g", {stroke: COLOURS.ink, "shape-rendering": "crispEdges"}, grid));
    if (wrapsColumns || wrapsRows) out.push(wrappedSides(geometry, id, line, wrapsColumns, wrapsRows));
    var stars = "";
    hoshi(columns, rows).forEach(function (star) {
      var point = star[1] * columns + star[0];
      var at = centre(geometry, point);
      if (on[point]) stars += el("circle", {cx: at[0], cy: at[1], r: Math.max(1.5, CELL * 0.1)});
    });
    out.push(el("g", {fill: COLOURS.ink}, stars));
    var text = "", offset = CELL * 0.55 + TEXT * 1.1;
    for (var column = 0; column < columns; column++) {
      var x = MARGIN + column * CELL;
      [MARGIN - offset, MARGIN + (rows - 1) * CELL + offset].forEach(function (y) {
        text += el("text", {x: x, y: y}, words.columnName(column));
      });
    }
    for (var row = 0; row < rows; row++) {
      var y = MARGIN + row * CELL;
      [MARGIN - offset, MARGIN + (columns - 1) * CELL + offset].forEach(function (x2) {
        text += el("text", {x: x2, y: y}, String(rows - row));
      });
    }
    out.push(el("g", {"class": "coordinates", fill: COLOURS.ink, "font-family": FONT,
                      "font-size": TEXT * (columns > 25 ? 0.85 : 1), "text-anchor": "middle",
                      "dominant-baseline": "central", "aria-hidden": "true"}, text));
    if (geometry.links.length) out.push(links(geometry));
    return out.join("");
  }

  // Lines that run on past a wrapped side and fade out, and arrows in the wood's corners pointing the
  // way the board goes on.
  function wrappedSides(geometry, id, line, columns, rows) {
    var reach = CELL * 0.5, out = "", fades = "", sides = [], box = layout(geometry);
    var last = geometry.columns - 1, bottom = (geometry.rows - 1) * geometry.columns;
    if (columns) {
      sides.push({point: function (i) { return i * geometry.columns; }, count: geometry.rows, dx: -1, dy: 0},
                 {point: function (i) { return i * geometry.columns + last; }, count: geometry.rows, dx: 1, dy: 0});
    }
    if (rows) {
      sides.push({point: function (i) { return i; }, count: geometry.columns, dx: 0, dy: -1},
                 {point: function (i) { return bottom + i; }, count: geometry.columns, dx: 0, dy: 1});
    }
    var size = Math.max(4, Math.min(MARGIN * 0.3, CELL * 0.35)), inset = Math.min(MARGIN * 0.5, CELL * 0.6);
    var corners = [[inset, inset], [box.width - inset, inset], [inset, box.height - inset],
                   [box.width - inset, box.height - inset]];
    sides.forEach(function (side, number) {
      var edge = centre(geometry, side.point(0)), name = id + "fade" + number;
      var from = side.dx ? edge[0] : edge[1], to = from + (side.dx || side.dy) * reach;
      fades += el("linearGradient", {id: name, gradientUnits: "userSpaceOnUse", x1: side.dx ? from : 0,
                                     x2: side.dx ? to : 0, y1: side.dx ? 0 : from, y2: side.dx ? 0 : to},
                  el("stop", {offset: 0, "stop-color": COLOURS.ink}) +
                  el("stop", {offset: 1, "stop-color": COLOURS.ink, "stop-opacity": 0}));
      for (var i = 0; i < side.count; i++) {
        var at = centre(geometry, side.point(i));
        if (!geometry.on[side.point(i)]) continue;
        out += el("line", {x1: at[0], y1: at[1], x2: at[0] + side.dx * reach, y2: at[1] + side.dy * reach,
                           stroke: "url(#" + name + ")", "stroke-width": line});
      }
      corners.forEach(function (corner) {
        var towardsX = corner[0] - box.width / 2, towardsY = corner[1] - box.height / 2;
        if (towardsX * side.dx + towardsY * side.dy <= 0) return;  // the corner of another side
        var x = corner[0] - Math.sign(towardsX) * Math.abs(side.dy) * size * 0.45;
        var y = corner[1] - Math.sign(towardsY) * Math.abs(side.dx) * size * 0.45;
        var tip = [x + side.dx * size / 2, y + side.dy * size / 2];
        var back = [tip[0] - side.dx * size * 0.4, tip[1] - side.dy * size * 0.4];
        var across = [-side.dy * size * 0.3, side.dx * size * 0.3];
        out += el("path", {d: through([[x - side.dx * size / 2, y - side.dy * size / 2], tip]) +
                              through([[back[0] + across[0], back[1] + across[1]], tip,
                                       [back[0] - across[0], back[1] - across[1]]]),
                           fill: "none", stroke: COLOURS.blue, "stroke-width": Math.max(1, size / 6),
                           "stroke-linecap": "round", "stroke-linejoin": "round"});
      });
    });
    return el("defs", {}, fades) + out;
  }

  // Each link as a purple arc bowed away from the board's centre, with a dot at each end.
  function links(geometry) {
    var box = layout(geometry), arcs = "", dots = "";
    geometry.links.forEach(function (pair) {
      var a = centre(geometry, pair[0]), b = centre(geometry, pair[1]);
      var middle = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], chord = [b[0] - a[0], b[1] - a[1]];
      var bow = [-chord[1], chord[0]], away = [middle[0] - box.width / 2, middle[1] - box.height / 2];
      if (bow[0] * away[0] + bow[1] * away[1] < 0) bow = [-bow[0], -bow[1]];
      var length = Math.hypot(chord[0], chord[1]), scale = length ? Math.min(1 / 3, 2.5 * CELL / length) : 0;
      arcs += el("path", {d: "M" + a[0] + " " + a[1] + "Q" + n(middle[0] + bow[0] * scale) + " " +
                             n(middle[1] + bow[1] * scale) + " " + b[0] + " " + b[1]});
      [a, b].forEach(function (end) { dots += el("circle", {cx: end[0], cy: end[1], r: Math.max(2, CELL * 0.14)}); });
    });
    return el("g", {fill: "none", stroke: COLOURS.purple, "stroke-width": Math.max(1.5, CELL / 12),
                    "stroke-linecap": "round"}, arcs) + el("g", {fill: COLOURS.purple}, dots);
  }

  // -- stones and marks -------------------------------------------------------------------------------

  function stone(at, colour, id, opacity) {
    var radius = CELL * 0.48, white = colour === core.WHITE;
    return el("g", {opacity: opacity < 1 ? opacity : null},
              el("circle", {cx: at[0] + radius * 0.08, cy: at[1] + radius * 0.12, r: radius,
                            fill: "rgba(0,0,0,0.24)"}) +
              el("circle", {cx: at[0], cy: at[1], r: radius, fill: "url(#" + id + (white ? "white" : "black") + ")",
                            stroke: white ? "#7A7468" : null,
                            "stroke-width": white ? Math.max(0.6, CELL / 40) : null}));
  }

  function contrast(colour) {
    return colour === core.BLACK ? "#FFFFFF" : COLOURS.ink;
  }

  function safeMark(at, colour) {
    var size = CELL * 0.2;
    return el("path", {d: through([[at[0], at[1] - size], [at[0] + size, at[1]], [at[0], at[1] + size],
                                   [at[0] - size, at[1]]], true),
                       fill: colour === core.BLACK ? COLOURS.sky : COLOURS.blue,
                       stroke: colour === core.WHITE ? "#FFFFFF" : COLOURS.ink,
                       "stroke-width": Math.max(1, CELL / 28)});
  }

  function territoryMark(at, owner, cell) {
    var half = (cell || CELL) * 0.16;
    return el("rect", {x: at[0] - half, y: at[1] - half, width: 2 * half, height: 2 * half,
                       fill: owner === core.BLACK ? "#111111" : "#FFFFFF",
                       stroke: owner === core.WHITE ? COLOURS.ink : "#BBBBBB",
                       "stroke-width": Math.max(0.8, CELL / 30)});
  }

  function ring(at, colour, scale, weight, dashed) {
    var width = Math.max(1.2, CELL * weight);
    return el("circle", {cx: at[0], cy: at[1], r: CELL * scale, fill: "none", stroke: colour, "stroke-width": width,
                         "stroke-dasharray": dashed ? n(width * 4) + " " + n(width * 2) : null});
  }

  function strike(at, colour) {
    var reach = CELL * 0.34;
    return el("line", {x1: at[0] - reach, y1: at[1] + reach, x2: at[0] + reach, y2: at[1] - reach, stroke: colour,
                       "stroke-width": Math.max(1.5, CELL / 10), "stroke-linecap": "round"});
  }

  function illegalMark(at) {
    return ring(at, COLOURS.vermillion, 0.5, 1 / 9, true) +
      el("text", {x: at[0], y: at[1], fill: COLOURS.vermillion, "font-weight": "bold", "font-size": CELL * 0.6}, "!");
  }

  function verdictMark(at, agree) {
    var x = at[0] + CELL * 0.3, y = at[1] + CELL * 0.3, radius = CELL * 0.17, r = radius * 0.55;
    var sign = agree ? through([[x - r, y], [x - r * 0.25, y + r * 0.7], [x + r, y - r * 0.6]])
      : through([[x - r, y - r], [x + r, y + r]]) + through([[x - r, y + r], [x + r, y - r]]);
    return el("circle", {cx: x, cy: y, r: radius, fill: agree ? COLOURS.green : COLOURS.vermillion, stroke: "#FFFFFF",
                         "stroke-width": Math.max(0.8, CELL / 36)}) +
      el("path", {d: sign, fill: "none", stroke: "#FFFFFF", "stroke-width": Math.max(1.2, CELL / 22),
                  "stroke-linecap": "round"});
  }

  function markup(at, shape, on) {
    var size = CELL * 0.25, ink = contrast(on), x = at[0], y = at[1];
    var style = {fill: "none", stroke: ink, "stroke-width": Math.max(1.2, CELL / 14)};
    if (shape === "TR") {
      return el("path", Object.assign({d: through([[x, y - size * 1.1], [x + size, y + size * 0.7],
                                                   [x - size, y + size * 0.7]], true)}, style));
    }
    if (shape === "SQ") {
      return el("rect", Object.assign({x: x - size * 0.85, y: y - size * 0.85, width: size * 1.7, height: size * 1.7},
                                      style));
    }
    if (shape === "CR") return el("circle", Object.assign({cx: x, cy: y, r: size}, style));
    if (shape === "SL") {
      var half = CELL * 0.42;
      return el("rect", {x: x - half, y: y - half, width: 2 * half, height: 2 * half, fill: ink, "fill-opacity": 0.35});
    }
    return el("path", Object.assign({d: through([[x - size, y - size], [x + size, y + size]]) +
                                        through([[x - size, y + size], [x + size, y - size]])}, style));
  }

  function label(at, text, on) {
    var length = Array.from(text).length, size = CELL * (length < 3 ? 0.55 : 0.36), out = "";
    if (!on) {
      var width = length * size * 0.68 + CELL * 0.12;
      out = el("rect", {x: at[0] - width / 2, y: at[1] - CELL * 0.36, width: width, height: CELL * 0.72, rx: CELL * 0.3,
                        fill: COLOURS.wood});
    }
    return out + el("text", {x: at[0], y: at[1], fill: contrast(on), "font-weight": "bold", "font-size": size},
                    escape(text));
  }

  function arrow(start, end, head) {
    var out = el("line", {x1: start[0], y1: start[1], x2: end[0], y2: end[1], stroke: COLOURS.vermillion,
                          "stroke-width": Math.max(1.5, CELL / 12), "stroke-linecap": "round"});
    if (!head) return out;
    var angle = Math.atan2(end[1] - start[1], end[0] - start[0]), size = CELL * 0.3;
    var points = [end].concat([0.45, -0.45].map(function (turn) {
      return [end[0] - size * Math.cos(angle + turn), end[1] - size * Math.sin(angle + turn)];
    }));
    return out + el("path", {d: through(points, true), fill: COLOURS.vermillion});
  }

  function regionLetter(at, letter, bold) {
    var size = Math.max(CELL * 0.66, 10);
    return el("text", {x: at[0], y: at[1], "font-size": size, "font-weight": bold ? "bold" : null, fill: COLOURS.ink,
                       stroke: COLOURS.paper, "stroke-width": Math.max(2, size * 0.18), "paint-order": "stroke",
                       "stroke-linejoin": "round"}, escape(letter));
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
    out.push(el("path", {d: cells(geometry, fills.vital), fill: "rgba(0,158,115,0.47)"}),
             el("path", {d: cells(geometry, fills.healthy), fill: "url(#" + id + "healthy)"}),
             el("path", {d: cells(geometry, fills["cast out"]), fill: "url(#" + id + "castout)"}),
             el("path", {d: cells(geometry, picture.leavingRegions), fill: "url(#" + id + "leaving)"}));
    if (picture.selection.some(Boolean)) {
      out.push(el("path", {d: cells(geometry, picture.selection), fill: "rgba(86,180,233,0.24)"}),
               el("path", {d: outline(geometry, function (point) { return picture.selection[point]; }), fill: "none",
                           stroke: COLOURS.blue, "stroke-width": 2, "stroke-dasharray": "6 3"}));
    }
    var struck = [];
    for (var point = 0; point < geometry.size; point++) {
      var colour = stones[point];
      if (!colour || !geometry.on[point]) continue;
      var at = centre(geometry, point);
      out.push(stone(at, colour, id, picture.castOut[point] ? 0.4 : 1));
      if (picture.castOut[point]) {
        var grey = colour === core.BLACK ? "#C8C8C8" : "#505050";
        struck.push(strike(at, picture.leaving[point] ? COLOURS.orange : grey));
      }
    }
    out = out.concat(struck);
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
      at = centre(geometry, last);
      out.push(el("circle", {cx: at[0], cy: at[1], r: CELL * 0.2, fill: "none", stroke: contrast(stones[last]),
                             "stroke-width": Math.max(1.2, CELL / 16)}));
    }
    picture.dimmed.forEach(function (dim) {
      var c = centre(geometry, dim);
      out.push(el("rect", {x: c[0] - CELL / 2, y: c[1] - CELL / 2, width: CELL, height: CELL, fill: COLOURS.paper,
                           "fill-opacity": 0.59}));
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
      if (region.at === null) return;  // a label of the record names the region, or covers it whole
      out.push(regionLetter(centre(geometry, region.at), region.letter, region.kind === "vital"));
    });
    return el("g", {"font-family": FONT, "text-anchor": "middle", "dominant-baseline": "central"}, out.join(""));
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
