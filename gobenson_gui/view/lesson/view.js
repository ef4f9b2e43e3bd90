// What the page shows, decided as the editor decides it: region names (gobenson_gui/view/names.py),
// the half-steps of the step slider and their words (view/stepping.py), what a board shows at a
// half-step with a block in focus (view/picture.py compose), the boards' captions (view/panels.py) and
// the panel's explanation (view/session.py). Sets of points are Uint8Arrays, one flag a point.
"use strict";
var Gobenson = globalThis.Gobenson || (globalThis.Gobenson = {});

Gobenson.view = (function () {
  var core = Gobenson.core, words = Gobenson.words;
  var REGIONS = {OFF: "off", FOCUS: "focus", ALL: "all"};
  var KIND = {VITAL: "vital", HEALTHY: "healthy", CAST_OUT: "cast out", LEAVING: "leaving", PLAIN: "plain"};

  // -- region names (view/names.py: the labels' letters, then the series a, b, c ...) ------------------

  function isLetter(text) {
    return Array.from(text).length === 1 && /^\p{L}$/u.test(text);
  }

  // One colour's region names from scratch, given the node's labels {point: text}.
  function regionNames(side, labels) {
    var named = {}, used = {}, refused = {};
    var labelled = Object.keys(labels).map(Number).sort(function (a, b) { return a - b; });
    labelled.forEach(function (point) { refused[labels[point].toLowerCase()] = true; });
    labelled.forEach(function (point) {
      var text = labels[point];
      if (!isLetter(text) || used[text.toLowerCase()]) return;
      var index = side.regionOf[point];
      if (index >= 0 && named[index] === undefined) {
        named[index] = text;
        used[text.toLowerCase()] = true;
      }
    });
    var taken = Object.assign({}, refused, used), next = 0;
    return side.regions.map(function (region) {
      if (named[region.index] !== undefined) return named[region.index];
      var name;
      do { name = words.regionLetter(next++); } while (taken[name]);
      return name;
    });
  }

  function namesFromScratch(analysis, labels) {
    var names = {};
    names[core.BLACK] = regionNames(analysis.black, labels);
    names[core.WHITE] = regionNames(analysis.white, labels);
    return names;
  }

  // The regions named a, b, c ... in reading order, as exercises name them (report.lettered).
  function lettered(side) {
    return side.regions.map(function (region) { return words.regionLetter(region.index); });
  }

  // -- half-steps (view/stepping.py) ---------------------------------------------------------------

  function halfStepCount(side) {
    return 2 * (side.steps.length - 1) + 1;
  }

  function halfStep(side, index) {
    var last = halfStepCount(side) - 1;
    index = Math.max(0, Math.min(index, last));
    var round = words.halfStepRound(index), step = side.steps[round];
    if (index === 0) {
      return {index: 0, round: 0, blocks: step.blocks, regions: step.regions, leavingBlocks: [], leavingRegions: [],
              isVerdict: last === 0};
    }
    if (index % 2) {
      return {index: index, round: round, blocks: step.blocks, regions: side.steps[round - 1].regions,
              leavingBlocks: step.removedBlocks.map(function (r) { return r.block; }), leavingRegions: [],
              isVerdict: false};
    }
    return {index: index, round: round, blocks: step.blocks, regions: step.regions, leavingBlocks: [],
            leavingRegions: step.removedRegions.map(function (r) { return r.region; }), isVerdict: index === last};
  }

  function verdict(side) {
    return halfStep(side, halfStepCount(side) - 1);
  }

  function isRegionsPhase(state) {
    return state.index > 0 && state.index % 2 === 0;
  }

  // The lines that explain a half-step: what left and why, or where the sequence stands.
  function describe(side, state, names) {
    var name = words.colourName(side.colour);
    if (state.index === 0) {
      return [words.startLine(name, words.colourWord(side.colour), side.blocks.length, side.regions.length)];
    }
    var step = side.steps[state.round], lines;
    if (isRegionsPhase(state)) {
      lines = step.removedRegions.map(function (r) { return words.regionReason(side, r, names); });
    } else {
      lines = step.removedBlocks.map(function (r) { return words.blockReason(side, r, names); });
    }
    var head = words.halfStepHead(name, state.index);
    lines = lines.length ? [head].concat(lines.map(words.departureLine)) : [head, words.nothingLeft()];
    if (state.isVerdict) lines.push(words.fixedPointLine(state.blocks.length, side.blocks.length));
    return lines;
  }

  // The slider's caption at ``index`` of a colour's sequence (view/stepping.py CastingOut).
  function sliderCaption(side, index) {
    var length = halfStepCount(side);
    return words.halfStepCaption(index, length - 1, words.halfStepPhrase(halfStep(side, index).index));
  }

  // A board's caption: the verdict in numbers; while stepping, the half-step first (view/panels.py).
  function stepCaption(side, state) {
    var name = words.colourName(side.colour), safe = core.finalStep(side).blocks.length, blocks = side.blocks.length;
    if (state === null) return words.panelCaption(name, safe, blocks);
    var where = state.index === 0 ? words.sequenceStart() : words.halfStepPhrase(state.index);
    return state.isVerdict ? words.panelCaption(name, safe, blocks, where) : words.steppingCaption(name, where);
  }

  // -- what a board shows (view/picture.py) --------------------------------------------------------

  function points(geometry) {
    return new Uint8Array(geometry.size);
  }

  function add(set, list) {
    for (var i = 0; i < list.length; i++) set[list[i]] = 1;
    return set;
  }

  function blockStones(side, indices, geometry) {
    var set = points(geometry);
    indices.forEach(function (b) { add(set, side.blocks[b].points); });
    return set;
  }

  // Where the letters of one side's regions go: a region's first empty point not labelled by the file,
  // else its first such point; nowhere when a label of the region is its name already.
  function lettering(analysis, names, labels) {
    return function (region, kind) {
      var name = names[region.index], free = [], nameLabelled = false;
      region.points.forEach(function (point) {
        if (labels[point] === undefined) free.push(point);
        else if (labels[point] === name) nameLabelled = true;
      });
      var at = null;
      if (free.length && !nameLabelled) {
        var empty = free.filter(function (point) { return analysis.stones[point] === core.EMPTY; });
        at = (empty.length ? empty : free)[0];
      }
      return {points: region.points, key: region.points.join(","), letter: name, at: at, kind: kind};
    };
  }

  // Regions the words of an exercise name, each as its points and letter, the letter at its first empty point.
  function namedRegionMarks(stones, regions) {
    return regions.map(function (named) {
      var empty = named.points.filter(function (point) { return stones[point] === core.EMPTY; });
      return {points: named.points, key: named.points.join(","), letter: named.letter,
              at: (empty.length ? empty : named.points)[0], kind: KIND.PLAIN};
    });
  }

  function explainedMarks(side, block, mark) {
    var removal = core.blockRemoval(side, block.index);
    return core.explainedRegions(side, block.index).map(function (r) {
      return mark(side.regions[r], removal.healthy.indexOf(r) >= 0 ? KIND.HEALTHY : KIND.CAST_OUT);
    });
  }

  function regionMarks(side, state, focus, mode, mark) {
    if (mode === REGIONS.OFF) return [];
    var focused = null;
    if (mode === REGIONS.FOCUS) {
      if (focus === null || focus.colour !== side.colour) return [];
      if (state.isVerdict && !core.isSafe(side, focus.index)) return explainedMarks(side, focus, mark);
      focused = focus.index;
    }
    var vital = {};
    if (state.isVerdict) {
      (focused === null ? core.finalStep(side).blocks : [focused]).forEach(function (block) {
        core.vitalRegions(side, block).forEach(function (region) { vital[region.index + ":" + block] = true; });
      });
    }
    var marks = [];
    side.regions.forEach(function (region) {
      if (focused !== null && region.neighbours.indexOf(focused) < 0) return;
      var judged = focused !== null ? [focused]
        : region.healthy.filter(function (b) { return state.blocks.indexOf(b) >= 0; });
      var kind = KIND.PLAIN;
      if (state.regions.indexOf(region.index) < 0) {
        kind = KIND.PLAIN;
      } else if (judged.some(function (b) { return vital[region.index + ":" + b]; })) {
        kind = KIND.VITAL;
      } else if (judged.some(function (b) { return region.healthy.indexOf(b) >= 0 && state.blocks.indexOf(b) >= 0; })) {
        kind = KIND.HEALTHY;
      }
      marks.push(mark(region, kind));
    });
    return marks;
  }

  // The regions the words of a half-step name: those leaving, or the healthy region each leaving block
  // still had, so that a board stepped with no block in focus shows what its words speak of.
  function halfStepMarks(side, state, mark) {
    if (state.index === 0) return [];
    if (isRegionsPhase(state)) {
      return state.leavingRegions.map(function (r) { return mark(side.regions[r], KIND.PLAIN); });
    }
    var healthy = [];
    side.steps[state.round].removedBlocks.forEach(function (removal) {
      if (removal.healthy.length && healthy.indexOf(removal.healthy[0]) < 0) healthy.push(removal.healthy[0]);
    });
    healthy.sort(function (a, b) { return a - b; });
    return healthy.map(function (r) { return mark(side.regions[r], KIND.HEALTHY); });
  }

  // The picture of ``analysis`` with ``colour``'s sequence at half-step ``state`` (null: the verdict,
  // as shown while editing), ``focus`` the block in focus, ``base`` the node's own marks
  // ({markup, labels, marked, lastMove, dimmed, lines}); ``overlaid`` says which marks of an
  // annotated record an overlay draws already: {shape: "safe" | colour}.
  function compose(analysis, names, colour, state, overlays, focus, base, overlaid) {
    var geometry = analysis.geometry, stepped = core.side(analysis, colour);
    var atVerdict = state === null || state.isVerdict;
    var safe = points(geometry), territory = {};
    [analysis.black, analysis.white].forEach(function (side) {
      var shown = side !== stepped || atVerdict;
      if (shown) core.finalStep(side).blocks.forEach(function (b) { add(safe, side.blocks[b].points); });
      territory[side.colour] = add(points(geometry), shown ? side.territory : []);
    });
    var regionSide = stepped;
    if (focus !== null && focus.colour !== colour) regionSide = core.side(analysis, focus.colour);
    var regions = [];
    if (state !== null && focus === null && overlays.regions === REGIONS.FOCUS) {
      regions = halfStepMarks(stepped, state, lettering(analysis, names[colour], base.labels));
    } else {
      var regionState = regionSide === stepped ? (state || verdict(stepped)) : verdict(regionSide);
      regions = regionMarks(regionSide, regionState, focus, overlays.regions,
                            lettering(analysis, names[regionSide.colour], base.labels));
    }
    var castOut = points(geometry), castOutRegions = points(geometry), leaving = points(geometry),
        leavingRegions = points(geometry);
    if (overlays.castOut && state !== null) {
      var shownKeys = {};
      regions.forEach(function (region) { shownKeys[region.key] = true; });
      stepped.blocks.forEach(function (block) {
        if (state.blocks.indexOf(block.index) < 0) add(castOut, block.points);
      });
      stepped.regions.forEach(function (region) {
        if (state.regions.indexOf(region.index) < 0 && shownKeys[region.points.join(",")]) {
          add(castOutRegions, region.points);
        }
      });
      state.leavingBlocks.forEach(function (b) { add(leaving, stepped.blocks[b].points); });
      state.leavingRegions.forEach(function (r) { add(leavingRegions, stepped.regions[r].points); });
    }
    if (!overlays.safe) safe = points(geometry);
    if (!overlays.territory) {
      territory[core.BLACK] = points(geometry);
      territory[core.WHITE] = points(geometry);
    }
    var overlaidAt = function (shape, point) {
      var by = overlaid[shape];
      return by === "safe" ? safe[point] : by !== undefined && territory[by][point];
    };
    var markup = {}, marked = {};
    Object.keys(base.markup).forEach(function (point) {
      if (!overlaidAt(base.markup[point], point)) markup[point] = base.markup[point];
    });
    Object.keys(base.marked).forEach(function (point) {
      if (!territory[base.marked[point]][point]) marked[point] = base.marked[point];
    });
    var illegal = points(geometry);
    if (overlays.illegal) analysis.illegal.forEach(function (block) { add(illegal, block.points); });
    return {geometry: geometry, stones: analysis.stones, lastMove: base.lastMove, markup: markup, labels: base.labels,
            marked: marked, dimmed: base.dimmed || [], lines: base.lines || [], safe: safe,
            blackTerritory: territory[core.BLACK], whiteTerritory: territory[core.WHITE], regions: regions,
            castOut: castOut, castOutRegions: castOutRegions, leaving: leaving, leavingRegions: leavingRegions,
            illegal: illegal, highlight: add(points(geometry), focus !== null ? focus.points : []),
            selection: points(geometry), agree: points(geometry), disagree: points(geometry)};
  }

  // A picture of stones alone with what an exercise shows (view/exercise_session.py's pictures).
  function plainPicture(geometry, stones, extra) {
    var empty = function () { return points(geometry); };
    return Object.assign({geometry: geometry, stones: stones, lastMove: null, markup: {}, labels: {}, marked: {},
                          dimmed: [], lines: [], safe: empty(), blackTerritory: empty(), whiteTerritory: empty(),
                          regions: [], castOut: empty(), castOutRegions: empty(), leaving: empty(),
                          leavingRegions: empty(), illegal: empty(), highlight: empty(), selection: empty(),
                          agree: empty(), disagree: empty()}, extra);
  }

  // The panel's words (view/session.py explanation): the block in focus, else the half-steps, else how
  // to use the panel.
  function explanation(analysis, names, focus, stepping, colours) {
    if (focus !== null) {
      var side = core.side(analysis, focus.colour);
      return words.blockInFocus(words.colourName(focus.colour), focus.points.length, focus.liberties) + "\n\n" +
        words.explainBlock(side, focus.index, names[focus.colour]);
    }
    if (stepping !== null) {
      return colours.map(function (colour) {
        var side = core.side(analysis, colour);
        return describe(side, halfStep(side, stepping), names[colour]).join("\n");
      }).join("\n\n");
    }
    return words.panelHint();
  }

  return {REGIONS: REGIONS, KIND: KIND, regionNames: regionNames, namesFromScratch: namesFromScratch,
          lettered: lettered,
          halfStepCount: halfStepCount, halfStep: halfStep, verdict: verdict, describe: describe,
          sliderCaption: sliderCaption, stepCaption: stepCaption, compose: compose, plainPicture: plainPicture,
          namedRegionMarks: namedRegionMarks, explanation: explanation, add: add};
})();
