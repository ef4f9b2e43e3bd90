// gobenson's core in the page: board geometry, moves and Benson's analysis, as
// gobenson_gui/core/geometry.py, rules.py, benson.py and analysis.py have them. The Python core is
// the reference: tests/test_lesson_core.py runs this file under Node.js on random positions of every
// board kind and both rule sets and on every sample, and compares each block, region, round and
// reason with Python's.
//
// A point is its index in reading order, row * columns + column (row 0 at the top, as in SGF), so
// "the first point" of a block or region is its smallest index, as Python's lowest bit is. Blocks and
// regions are numbered in reading order of their first points; lists of them are kept sorted.
"use strict";
var Gobenson = globalThis.Gobenson || (globalThis.Gobenson = {});

Gobenson.core = (function () {
  var EMPTY = 0, BLACK = 1, WHITE = 2;
  var SGF_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  function sgfPoint(geometry, index) {
    return SGF_LETTERS[index % geometry.columns] + SGF_LETTERS[Math.floor(index / geometry.columns)];
  }

  function parseSgfPoint(geometry, text) {
    return SGF_LETTERS.indexOf(text[1]) * geometry.columns + SGF_LETTERS.indexOf(text[0]);
  }

  // A position as the page's data writes it (view/lesson/page.py board_text): X, O or . a point.
  function stonesOf(text) {
    return Int8Array.from(text, function (symbol) { return symbol === "X" ? BLACK : symbol === "O" ? WHITE : EMPTY; });
  }

  // The board's points and who neighbours whom: the grid's four directions between points that
  // exist, a wrapped side's points beside those of the opposite side (on a line of three points or
  // more: one or two gain no new neighbour), and the two ends of each link.
  function geometry(spec) {
    var columns = spec.columns, rows = spec.rows, size = columns * rows;
    var on = new Uint8Array(size).fill(1);
    var wrap = spec.wrap || "none";
    var links = (spec.links || []).map(function (pair) {
      return [parseSgfPoint({columns: columns}, pair[0]), parseSgfPoint({columns: columns}, pair[1])];
    });
    (spec.missing || []).forEach(function (point) { on[parseSgfPoint({columns: columns}, point)] = 0; });
    var lists = [];
    for (var i = 0; i < size; i++) lists.push([]);
    function join(a, b) {
      if (on[a] && on[b] && a !== b && lists[a].indexOf(b) < 0) { lists[a].push(b); lists[b].push(a); }
    }
    for (var row = 0; row < rows; row++) {
      for (var column = 0; column < columns; column++) {
        var here = row * columns + column;
        if (column + 1 < columns) join(here, here + 1);
        if (row + 1 < rows) join(here, here + columns);
      }
      if ((wrap === "columns" || wrap === "both") && columns > 2) join(row * columns, row * columns + columns - 1);
    }
    if ((wrap === "rows" || wrap === "both") && rows > 2) {
      for (column = 0; column < columns; column++) join(column, (rows - 1) * columns + column);
    }
    links.forEach(function (pair) { join(pair[0], pair[1]); });
    var start = new Int32Array(size + 1), total = 0;
    for (i = 0; i < size; i++) { start[i] = total; total += lists[i].length; }
    start[size] = total;
    var adjacent = new Int32Array(total);
    for (i = 0; i < size; i++) {
      lists[i].sort(function (a, b) { return a - b; });
      adjacent.set(lists[i], start[i]);
    }
    return {columns: columns, rows: rows, size: size, on: on, start: start, adjacent: adjacent, wrap: wrap,
            links: links, missing: spec.missing || []};
  }

  // Scratch arrays shared by every call, grown to the largest board met: an analysis of a 19x19 board
  // allocates only what it returns.
  var scratch = {size: 0};
  function buffers(size) {
    if (scratch.size < size) {
      scratch = {size: size, label: new Int32Array(size), queue: new Int32Array(size), seen: new Int32Array(size),
                 stamp: 0};
    }
    return scratch;
  }

  function nextStamp(work) {
    work.stamp += 1;
    if (work.stamp > 2000000000) { work.seen.fill(0); work.stamp = 1; }
    return work.stamp;
  }

  // The points connected to ``seed`` through points for which ``inside(point)`` holds, in increasing
  // order; each is labelled ``mark`` in ``label``.
  function flood(geom, seed, inside, label, mark, queue) {
    var start = geom.start, adjacent = geom.adjacent;
    var head = 0, tail = 0;
    queue[tail++] = seed;
    label[seed] = mark;
    while (head < tail) {
      var point = queue[head++];
      for (var k = start[point], end = start[point + 1]; k < end; k++) {
        var other = adjacent[k];
        if (label[other] === -1 && inside(other)) { label[other] = mark; queue[tail++] = other; }
      }
    }
    return tail === 1 ? [seed] : Array.from(queue.slice(0, tail).sort());
  }

  function range(count) {
    var list = [];
    for (var i = 0; i < count; i++) list.push(i);
    return list;
  }

  // One colour's analysis from scratch: its blocks and enclosed regions with NB(R), healthiness and
  // smallness, the casting-out's rounds with the reason of everything that left, and the pass-alive
  // territory (benson.numbered_analysis).
  function analyzeColour(geom, stones, colour, suicide) {
    var size = geom.size, on = geom.on, start = geom.start, adjacent = geom.adjacent;
    var work = buffers(size), label = work.label, queue = work.queue, seen = work.seen;
    var blockOf = new Int32Array(size).fill(-1);
    var blocks = [];
    var isOwn = function (point) { return stones[point] === colour; };
    for (var i = 0; i < size; i++) {
      if (on[i] && stones[i] === colour && blockOf[i] === -1) {
        var points = flood(geom, i, isOwn, blockOf, blocks.length, queue);
        var stamp = nextStamp(work), liberties = 0;
        for (var p = 0; p < points.length; p++) {
          for (var k = start[points[p]], end = start[points[p] + 1]; k < end; k++) {
            var other = adjacent[k];
            if (stones[other] === EMPTY && seen[other] !== stamp) { seen[other] = stamp; liberties++; }
          }
        }
        blocks.push({index: blocks.length, colour: colour, points: points, liberties: liberties, first: i});
      }
    }
    label.fill(-1, 0, size);
    var notOwn = function (point) { return stones[point] !== colour; };
    var regions = [], count = new Int32Array(blocks.length), listed = new Int32Array(blocks.length).fill(-1);
    for (i = 0; i < size; i++) {
      if (on[i] && stones[i] !== colour && label[i] === -1) {
        regions.push(describeRegion(geom, stones, suicide, flood(geom, i, notOwn, label, regions.length, queue),
                                    regions.length, blockOf, count, listed));
      }
    }
    var steps = castOut(blocks.length, regions);
    var last = steps[steps.length - 1], alive = new Uint8Array(blocks.length);
    last.blocks.forEach(function (b) { alive[b] = 1; });
    var territory = [];
    last.regions.forEach(function (r) {
      if (regions[r].healthy.some(function (b) { return alive[b]; })) territory = territory.concat(regions[r].points);
    });
    territory.sort(function (a, b) { return a - b; });
    return {colour: colour, suicide: suicide, geometry: geom, blocks: blocks, regions: regions, steps: steps,
            territory: territory, blockOf: blockOf, regionOf: Int32Array.from(label.subarray(0, size))};
  }

  // A region's empty points, NB(R) (in block order), whether it is small (no empty point without a stone
  // of the colour beside it) and the blocks it is healthy for: those beside every empty point, or under
  // the suicide rules beside every point. A single point is small and healthy for every block beside it.
  // ``listed[b]`` is the index of the last region that listed block b among its neighbours.
  function describeRegion(geom, stones, suicide, points, index, blockOf, count, listed) {
    var start = geom.start, adjacent = geom.adjacent;
    var neighbours = [], empties = [], inner = false;
    for (var p = 0; p < points.length; p++) {
      var point = points[p], ownBeside = false;
      for (var k = start[point], end = start[point + 1]; k < end; k++) {
        var block = blockOf[adjacent[k]];
        if (block >= 0) {
          ownBeside = true;
          if (listed[block] !== index) { listed[block] = index; neighbours.push(block); }
        }
      }
      if (stones[point] === 0) {
        empties.push(point);
        if (!ownBeside) inner = true;
      }
    }
    neighbours.sort(function (a, b) { return a - b; });
    var small = true, healthy;
    if (points.length === 1) {
      healthy = neighbours;
    } else if (inner) {
      small = false;
      healthy = [];
    } else {
      var needs = suicide ? points : empties;
      for (p = 0; p < needs.length; p++) {
        var beside = [];
        for (k = start[needs[p]], end = start[needs[p] + 1]; k < end; k++) {
          block = blockOf[adjacent[k]];
          if (block >= 0 && beside.indexOf(block) < 0) { beside.push(block); count[block]++; }
        }
      }
      healthy = neighbours.filter(function (b) { return count[b] === needs.length; });
      neighbours.forEach(function (b) { count[b] = 0; });
    }
    return {index: index, points: points, empties: empties, neighbours: neighbours, healthy: healthy, small: small,
            first: points[0]};
  }

  // The casting-out sequence to its fixed point (benson.cast_out): Z_0 all blocks, R_0 all regions;
  // each round the blocks with fewer than two healthy regions left leave, then the regions beside them.
  function castOut(blockCount, regions) {
    var alive = new Uint8Array(blockCount).fill(1), aliveCount = blockCount;
    var kept = range(regions.length);
    var steps = [{round: 0, blocks: range(blockCount), regions: kept.slice(), removedBlocks: [], removedRegions: []}];
    var count = new Int32Array(blockCount), last = new Int32Array(blockCount);
    for (;;) {
      count.fill(0);
      kept.forEach(function (r) {
        regions[r].healthy.forEach(function (b) { count[b]++; last[b] = r; });
      });
      var leaving = [], isLeaving = new Uint8Array(blockCount);
      for (var b = 0; b < blockCount; b++) {
        if (alive[b] && count[b] < 2) { leaving.push(b); isLeaving[b] = 1; }
      }
      if (!leaving.length) return steps;
      var removedBlocks = leaving.map(function (block) {
        return {block: block, healthy: count[block] === 1 ? [last[block]] : []};
      });
      var removedRegions = [], stay = [];
      kept.forEach(function (r) {
        var because = regions[r].neighbours.filter(function (block) { return isLeaving[block]; });
        if (because.length) removedRegions.push({region: r, because: because}); else stay.push(r);
      });
      leaving.forEach(function (block) { alive[block] = 0; });
      aliveCount -= leaving.length;
      kept = stay;
      var blocks = [];
      for (b = 0; b < blockCount; b++) if (alive[b]) blocks.push(b);
      steps.push({round: steps.length, blocks: blocks, regions: kept.slice(), removedBlocks: removedBlocks,
                  removedRegions: removedRegions});
    }
  }

  // Both colours' analyses of a position under a rule set, and the blocks without a liberty.
  function analyze(geom, stones, rules) {
    var suicide = rules === "suicide";
    var black = analyzeColour(geom, stones, BLACK, suicide), white = analyzeColour(geom, stones, WHITE, suicide);
    var illegal = black.blocks.concat(white.blocks).filter(function (block) { return !block.liberties; });
    // Whose pass-alive territory each point is (black's first, as the screen reader's words ask).
    var owner = new Int8Array(geom.size);
    [white, black].forEach(function (colourAnalysis) {
      colourAnalysis.territory.forEach(function (point) { owner[point] = colourAnalysis.colour; });
    });
    return {geometry: geom, stones: stones, rules: rules, black: black, white: white, illegal: illegal, owner: owner};
  }

  function side(analysis, colour) {
    return colour === BLACK ? analysis.black : analysis.white;
  }

  // -- what an analysis says of one block (analysis.ColourAnalysis) --------------------------------

  function finalStep(colourAnalysis) {
    return colourAnalysis.steps[colourAnalysis.steps.length - 1];
  }

  function isSafe(colourAnalysis, block) {
    return finalStep(colourAnalysis).blocks.indexOf(block) >= 0;
  }

  function safeBlocks(colourAnalysis) {
    return finalStep(colourAnalysis).blocks.map(function (b) { return colourAnalysis.blocks[b]; });
  }

  function safeStones(colourAnalysis) {
    return safeBlocks(colourAnalysis).reduce(function (total, block) { return total + block.points.length; }, 0);
  }

  function vitalRegions(colourAnalysis, block) {
    if (!isSafe(colourAnalysis, block)) return [];
    return finalStep(colourAnalysis).regions.filter(function (r) {
      return colourAnalysis.regions[r].healthy.indexOf(block) >= 0;
    }).map(function (r) { return colourAnalysis.regions[r]; });
  }

  function castOutRound(colourAnalysis, block) {
    for (var i = 1; i < colourAnalysis.steps.length; i++) {
      if (colourAnalysis.steps[i].removedBlocks.some(function (r) { return r.block === block; })) return i;
    }
    return null;
  }

  function blockRemoval(colourAnalysis, block) {
    var round = castOutRound(colourAnalysis, block);
    if (round === null) return null;
    return colourAnalysis.steps[round].removedBlocks.filter(function (r) { return r.block === block; })[0];
  }

  function lostRegions(colourAnalysis, block) {
    var round = castOutRound(colourAnalysis, block), lost = [];
    if (round === null) return lost;
    for (var i = 1; i < round; i++) {
      colourAnalysis.steps[i].removedRegions.forEach(function (removal) {
        if (colourAnalysis.regions[removal.region].healthy.indexOf(block) >= 0) lost.push(removal);
      });
    }
    return lost;
  }

  function explainedRegions(colourAnalysis, block) {
    var removal = blockRemoval(colourAnalysis, block);
    if (removal === null) return vitalRegions(colourAnalysis, block).map(function (region) { return region.index; });
    return removal.healthy.concat(lostRegions(colourAnalysis, block).map(function (lost) { return lost.region; }));
  }

  function blockAt(colourAnalysis, point) {
    var index = colourAnalysis.blockOf[point];
    return index >= 0 ? colourAnalysis.blocks[index] : null;
  }

  function regionAt(colourAnalysis, point) {
    var index = colourAnalysis.regionOf[point];
    return index >= 0 ? colourAnalysis.regions[index] : null;
  }

  // -- moves (rules.place) ---------------------------------------------------------------------------

  function blockAround(geom, stones, point) {
    var label = buffers(geom.size).label;
    label.fill(-1, 0, geom.size);
    var colour = stones[point];
    var same = function (other) { return stones[other] === colour; };
    return flood(geom, point, same, label, 0, buffers(geom.size).queue);
  }

  function hasLiberty(geom, stones, points) {
    for (var p = 0; p < points.length; p++) {
      for (var k = geom.start[points[p]], end = geom.start[points[p] + 1]; k < end; k++) {
        if (stones[geom.adjacent[k]] === EMPTY) return true;
      }
    }
    return false;
  }

  // A stone of ``colour`` at the empty ``point``, with captures: {stones, captured, suicided} (point
  // lists), or null for a suicide the rules forbid.
  function place(geom, stones, point, colour, suicideAllowed) {
    var after = Int8Array.from(stones), captured = [], suicided = [];
    after[point] = colour;
    for (var k = geom.start[point], end = geom.start[point + 1]; k < end; k++) {
      var other = geom.adjacent[k];
      if (after[other] !== EMPTY && after[other] !== colour) {
        var block = blockAround(geom, after, other);
        if (!hasLiberty(geom, after, block)) {
          block.forEach(function (stone) { after[stone] = EMPTY; });
          captured = captured.concat(block);
        }
      }
    }
    var own = blockAround(geom, after, point);
    if (!hasLiberty(geom, after, own)) {
      if (!suicideAllowed) return null;
      own.forEach(function (stone) { after[stone] = EMPTY; });
      suicided = own;
    }
    captured.sort(function (a, b) { return a - b; });
    return {stones: after, captured: captured, suicided: suicided};
  }

  return {EMPTY: EMPTY, BLACK: BLACK, WHITE: WHITE, stonesOf: stonesOf, geometry: geometry, sgfPoint: sgfPoint,
          parseSgfPoint: parseSgfPoint,
          analyze: analyze, analyzeColour: analyzeColour, side: side, finalStep: finalStep, isSafe: isSafe,
          safeBlocks: safeBlocks, safeStones: safeStones, vitalRegions: vitalRegions, castOutRound: castOutRound,
          blockRemoval: blockRemoval, lostRegions: lostRegions, explainedRegions: explainedRegions, blockAt: blockAt,
          regionAt: regionAt, blockAround: blockAround, place: place};
})();
