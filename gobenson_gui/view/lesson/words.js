// The page's words: the catalog the page was made in (gobenson_gui/view/lesson/catalog.py exports
// every template these scripts name, translated, with each count's plural forms), and the sentences
// gobenson says of an analysis, built as gobenson_gui/core/report.py and core/words/ build them, from
// the same templates with the same fields. tests/lesson/test_words.py holds them to Python's words.
//
// Every template is written here as its English msgid inside _() or counted(), which the catalogs'
// extraction (babel.cfg) and catalog.py both read.
"use strict";
var Gobenson = globalThis.Gobenson || (globalThis.Gobenson = {});

Gobenson.words = (function () {
  var core = Gobenson.core;
  var catalog = {messages: {}, plurals: {}};

  // The translations of the page's language: {messages: {msgid: text}, plurals: {singular + "\u0000" +
  // plural: [[from n, text], ...]}}.
  function use(words) {
    catalog = words;
  }

  function _(message) {
    var text = catalog.messages[message];
    return text === undefined ? message : text;
  }

  // Marks a template for the catalog where it is named; _() translates it where it is said.
  function N_(message) {
    return message;
  }

  function ngettext(singular, plural, n) {
    var runs = catalog.plurals[singular + "\u0000" + plural];
    if (!runs) return n === 1 ? singular : plural;
    var text = runs[0][1];
    for (var i = 0; i < runs.length && runs[i][0] <= n; i++) text = runs[i][1];
    return text;
  }

  // str.format with named fields, as every template of gobenson is filled in.
  function format(template, fields) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole;
    });
  }

  function counted(singular, plural, n, fields) {
    return format(ngettext(singular, plural, n), Object.assign({n: n}, fields || {}));
  }

  function sentenceStart(text) {
    return text.slice(0, 1).toUpperCase() + text.slice(1);
  }

  // -- names of points, colours and regions (core/coords.py, core/report.py) ------------------------

  var COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

  function columnName(column) {
    if (column < COLUMN_LETTERS.length) return COLUMN_LETTERS[column];
    var first = Math.floor((column - COLUMN_LETTERS.length) / COLUMN_LETTERS.length);
    return COLUMN_LETTERS[first] + COLUMN_LETTERS[(column - COLUMN_LETTERS.length) % COLUMN_LETTERS.length];
  }

  function pointName(point, geometry) {
    return columnName(point % geometry.columns) + (geometry.rows - Math.floor(point / geometry.columns));
  }

  function colourName(colour) {
    return colour === core.BLACK ? _("Black") : _("White");
  }

  function colourWord(colour) {
    return colour === core.BLACK ? _("black") : _("white");
  }

  function regionLetter(index) {
    var letters = "abcdefghijklmnopqrstuvwxyz", name = "";
    index += 1;
    while (index) {
      var remainder = (index - 1) % 26;
      index = Math.floor((index - 1) / 26);
      name = letters[remainder] + name;
    }
    return name;
  }

  function blockNames(blocks, geometry) {
    return blocks.map(function (block) { return pointName(block.first, geometry); }).join(", ");
  }

  // -- the paragraph of an analysis -------------------------------------------------------------------

  function roundsPhrase(count) {
    return counted("{n} round", "{n} rounds", count);
  }

  function colourSentence(side) {
    var name = colourName(side.colour), safe = core.safeBlocks(side);
    if (!side.blocks.length) return format(_("{colour}: no stones."), {colour: name});
    var blocks = counted("{n} block", "{n} blocks", side.blocks.length), alive;
    if (safe.length) {
      alive = format(_("{safe_count} of {blocks} unconditionally alive (at {where}), {stones}"),
                     {safe_count: safe.length, blocks: blocks, where: blockNames(safe, side.geometry),
                      stones: counted("{n} stone", "{n} stones", core.safeStones(side))});
    } else {
      alive = format(_("none of {blocks} unconditionally alive"), {blocks: blocks});
    }
    var territory = side.territory.length;
    var extra = territory ? format(_(", {points} of pass-alive territory"),
                                   {points: counted("{n} point", "{n} points", territory)}) : "";
    return format(_("{colour}: {alive}{territory}; fixed point after {rounds}."),
                  {colour: name, alive: alive, territory: extra, rounds: roundsPhrase(side.steps.length - 1)});
  }

  function analysisParagraph(analysis) {
    var lines = [colourSentence(analysis.black), colourSentence(analysis.white)];
    if (analysis.illegal.length) {
      lines.push(format(_("Illegal arrangement: blocks without liberties at {where}."),
                        {where: blockNames(analysis.illegal, analysis.geometry)}));
    }
    return lines.join("\n");
  }

  // -- why blocks and regions leave ---------------------------------------------------------------------

  function blockLabel(side, block) {
    return format(_("the block at {where}"), {where: pointName(side.blocks[block].first, side.geometry)});
  }

  function regionLabel(side, region, names) {
    return format(_("region {name} (at {where})"),
                  {name: names[region], where: pointName(side.regions[region].first, side.geometry)});
  }

  function healthyLeft(removal, names) {
    if (removal.healthy.length) {
      return format(_("has only 1 healthy region ({name}) left (needs 2)"), {name: names[removal.healthy[0]]});
    }
    return _("has no healthy region left (needs 2)");
  }

  function blockReason(side, removal, names) {
    return format(_("{block} {why}"), {block: blockLabel(side, removal.block), why: healthyLeft(removal, names)});
  }

  function regionReason(side, removal, names) {
    var blocks = removal.because.map(function (b) { return blockLabel(side, b); }).join(_(" and "));
    return counted("{region} touches {blocks}, which was cast out", "{region} touches {blocks}, which were cast out",
                   removal.because.length, {region: regionLabel(side, removal.region, names), blocks: blocks});
  }

  function explainBlock(side, block, names) {
    var label = blockLabel(side, block), vital = core.vitalRegions(side, block);
    if (vital.length) {
      var parts = vital.map(function (region) {
        var template = region.neighbours.length === 1 ? _("the eye {name} at {where}")
          : _("the joiner {name} at {where}");
        return format(template, {name: names[region.index], where: pointName(region.first, side.geometry)});
      });
      return counted("{block} is unconditionally alive: {n} vital region, {regions} and {last}.",
                     "{block} is unconditionally alive: {n} vital regions, {regions} and {last}.",
                     vital.length, {block: sentenceStart(label), regions: parts.slice(0, -1).join(", "),
                                    last: parts[parts.length - 1]});
    }
    var removal = core.blockRemoval(side, block);
    var text = format(_("{block} is not unconditionally alive: cast out in round {round}, {why}."),
                      {block: sentenceStart(label), round: core.castOutRound(side, block),
                       why: healthyLeft(removal, names)});
    var lost = core.lostRegions(side, block).map(function (r) { return regionReason(side, r, names); });
    if (lost.length) text += format(_(" Healthy regions it lost before: {lost}."), {lost: lost.join("; ")});
    return text;
  }

  function explainRound(side, round, names) {
    var step = side.steps[round];
    return step.removedBlocks.map(function (r) { return blockReason(side, r, names); })
      .concat(step.removedRegions.map(function (r) { return regionReason(side, r, names); }));
  }

  function reasonLine(colour, round, text) {
    return format(_("  {colour}, round {round}: {text}"), {colour: colourWord(colour), round: round, text: text});
  }

  function reasons(side, names) {
    var lines = [];
    side.steps.slice(1).forEach(function (step) {
      explainRound(side, step.round, names).forEach(function (text) {
        lines.push(reasonLine(side.colour, step.round, text));
      });
    });
    return lines;
  }

  // explainBlock, said once a block and a naming of the regions: every stone of a block is read alike.
  function explainedOnce(side, block, names) {
    var said = side.explained || (side.explained = new Map());
    if (!said.has(names)) said.set(names, []);
    var byBlock = said.get(names);
    if (byBlock[block] === undefined) byBlock[block] = explainBlock(side, block, names);
    return byBlock[block];
  }

  // -- the point under the keyboard cursor ----------------------------------------------------------------

  // What a screen reader says of a point (report.point_reading); ``mark`` is the name of its mark, if
  // any; without ``analysis`` (while answering an exercise) no verdict.
  function pointReading(geometry, stones, point, analysis, names, mark, label, chosen) {
    var name = pointName(point, geometry);
    if (!geometry.on[point]) return format(_("{point}, not on the board (a missing point)."), {point: name});
    var stone = stones[point];
    var parts = [name, stone ? format(_("{colour} stone"), {colour: colourWord(stone)}) : _("empty")];
    if (mark) parts.push(mark);
    if (label) parts.push(format(_("label {label}"), {label: label}));
    if (chosen) parts.push(_("chosen"));
    var text = parts.join(", ") + ".";
    if (!analysis) return text;
    if (analysis.owner[point]) {
      text += format(_(" {colour}'s pass-alive territory."), {colour: colourName(analysis.owner[point])});
    }
    if (stone) {
      var side = core.side(analysis, stone);
      text += " " + explainedOnce(side, side.blockOf[point], names[stone]);
    }
    return text;
  }

  // -- the step slider (core/words/stepping.py) ------------------------------------------------------------

  function halfStepRound(index) {
    return Math.floor((index + 1) / 2);
  }

  function halfStepPhrase(index) {
    if (index === 0) return _("start");
    if (index % 2) return format(_("round {round}, blocks leave"), {round: halfStepRound(index)});
    return format(_("round {round}, regions leave"), {round: halfStepRound(index)});
  }

  function halfStepCaption(index, last, phrase) {
    if (index === last) {
      return format(_("Half-step {index} of {last}: {phrase} (the verdict)"),
                    {index: index, last: last, phrase: phrase});
    }
    return format(_("Half-step {index} of {last}: {phrase}"), {index: index, last: last, phrase: phrase});
  }

  function restingCaption(halfSteps) {
    return counted("Verdict ({n} half-step; drag to step through)", "Verdict ({n} half-steps; drag to step through)",
                   halfSteps);
  }

  function startLine(colour, colourWordText, blocks, regions) {
    return format(_("{colour}, {start}: all {blocks} and {regions} are in the running."), {
      colour: colour, start: halfStepPhrase(0), blocks: counted("{n} block", "{n} blocks", blocks),
      regions: counted("{n} {colour}-enclosed region", "{n} {colour}-enclosed regions", regions,
                       {colour: colourWordText})});
  }

  function halfStepHead(colour, index) {
    return format(_("{colour}, {phrase}:"), {colour: colour, phrase: halfStepPhrase(index)});
  }

  function departureLine(reason) {
    return format(_("  - {reason}."), {reason: reason});
  }

  function nothingLeft() {
    return _("  (none)");
  }

  function fixedPointLine(alive, blocks) {
    return counted("Fixed point: {alive} of {n} block unconditionally alive.",
                   "Fixed point: {alive} of {n} blocks unconditionally alive.", blocks, {alive: alive});
  }

  // -- the analysis panel and the boards' captions (core/words/editor.py) -----------------------------------

  function panelHint() {
    return _("Move the mouse over a block to see why it is safe or not, or drag the slider " +
             "to watch the casting-out sequence.");
  }

  function blockInFocus(colour, stones, liberties) {
    return format(_("{colour} block of {stones}, {liberties}."), {
      colour: colour, stones: counted("{n} stone", "{n} stones", stones),
      liberties: counted("{n} liberty", "{n} liberties", liberties)});
  }

  function panelCaption(colour, safe, blocks, where) {
    var verdict = counted("{safe} of {n} block safe", "{safe} of {n} blocks safe", blocks, {safe: safe});
    if (where === undefined) return format(_("{colour}: {verdict}"), {colour: colour, verdict: verdict});
    return format(_("{colour}: {where}; {verdict}"), {colour: colour, where: where, verdict: verdict});
  }

  function steppingCaption(colour, where) {
    return format(_("{colour}: {where}"), {colour: colour, where: where});
  }

  function sequenceStart() {
    return _("start of the casting-out sequence");
  }

  // -- moves refused (core/words/moves.py) ----------------------------------------------------------------

  function occupied() {
    return _("the point is already occupied");
  }

  function suicideRefused() {
    return _("the move is suicide, which the no-suicide rules forbid");
  }

  return {use: use, _: _, N_: N_, counted: counted, format: format, sentenceStart: sentenceStart,
          columnName: columnName,
          pointName: pointName, colourName: colourName, colourWord: colourWord, regionLetter: regionLetter,
          blockNames: blockNames, colourSentence: colourSentence, analysisParagraph: analysisParagraph,
          blockLabel: blockLabel, regionLabel: regionLabel, healthyLeft: healthyLeft, blockReason: blockReason,
          regionReason: regionReason, explainBlock: explainBlock, explainRound: explainRound, reasonLine: reasonLine,
          reasons: reasons,
          pointReading: pointReading, halfStepRound: halfStepRound, halfStepPhrase: halfStepPhrase,
          halfStepCaption: halfStepCaption, restingCaption: restingCaption, startLine: startLine,
          halfStepHead: halfStepHead, departureLine: departureLine, nothingLeft: nothingLeft,
          fixedPointLine: fixedPointLine, panelHint: panelHint, blockInFocus: blockInFocus, panelCaption: panelCaption,
          steppingCaption: steppingCaption, sequenceStart: sequenceStart, occupied: occupied,
          suicideRefused: suicideRefused};
})();
