// Runs the lesson page's scripts under Node.js for tests/lesson: `node harness.js TASK INPUT.json SCRIPT...`
// loads the scripts as the page does (one global, Gobenson), reads the batch of INPUT.json and prints
// one JSON line per item, which the test compares with what the Python core makes of the same item.
"use strict";
const fs = require("fs");
const vm = require("vm");

const [task, input, ...scripts] = process.argv.slice(2);
for (const script of scripts) vm.runInThisContext(fs.readFileSync(script, "utf8"), {filename: script});
const batch = JSON.parse(fs.readFileSync(input, "utf8"));
const G = globalThis.Gobenson;
const stonesOf = G.core.stonesOf;

// An analysis as tests/lesson/test_core.py writes Python's: every block, region and round with its reasons.
function canonicalSide(side) {
  return {
    blocks: side.blocks.map((block) => [block.points, block.liberties]),
    regions: side.regions.map((region) => [region.points, region.empties, region.neighbours, region.healthy,
                                           region.small]),
    steps: side.steps.map((step) => [step.blocks, step.regions,
                                     step.removedBlocks.map((removal) => [removal.block, removal.healthy]),
                                     step.removedRegions.map((removal) => [removal.region, removal.because])]),
    territory: side.territory,
  };
}

function analyzed(geometries, [shape, board, rules]) {
  const analysis = G.core.analyze(geometries[shape], stonesOf(board), rules);
  return JSON.stringify({black: canonicalSide(analysis.black), white: canonicalSide(analysis.white),
                         illegal: analysis.illegal.map((block) => block.first)});
}

const tasks = {
  analyze() {
    const geometries = batch.geometries.map(G.core.geometry);
    return batch.positions.map((position) => analyzed(geometries, position));
  },
  // The SHA-1 of each analysis's JSON, which the test compares with that of Python's: a batch of
  // tens of thousands of analyses is tens of megabytes of JSON, longer to read than to compare.
  digests() {
    const crypto = require("crypto");
    const geometries = batch.geometries.map(G.core.geometry);
    return batch.positions.map((position) =>
      JSON.stringify(crypto.createHash("sha1").update(analyzed(geometries, position)).digest("hex")));
  },
  place() {
    const geometries = batch.geometries.map(G.core.geometry);
    return batch.moves.map(([shape, board, point, colour, suicide]) => {
      const after = G.core.place(geometries[shape], stonesOf(board), point, colour, suicide);
      return JSON.stringify(after === null ? null
        : [Array.from(after.stones, (stone) => ".XO"[stone]).join(""), after.captured, after.suicided]);
    });
  },
  // Everything the page says of a position: the paragraph, every reason, the explanation of every
  // block, every half-step's lines and captions, and what a screen reader hears at every point.
  words() {
    G.words.use(batch.words);
    const geometries = batch.geometries.map(G.core.geometry);
    return batch.positions.map(([shape, board, rules, labelList]) => {
      const stones = stonesOf(board);
      const analysis = G.core.analyze(geometries[shape], stones, rules);
      const labels = Object.fromEntries(labelList);
      const names = G.view.namesFromScratch(analysis, labels);
      const said = {paragraph: G.words.analysisParagraph(analysis), names: [names[1], names[2]], sides: []};
      for (const side of [analysis.black, analysis.white]) {
        const count = G.view.halfStepCount(side);
        const steps = [];
        for (let index = 0; index < count; index++) {
          const state = G.view.halfStep(side, index);
          steps.push([G.view.describe(side, state, names[side.colour]), G.view.stepCaption(side, state),
                      G.view.sliderCaption(side, index)]);
        }
        said.sides.push({reasons: G.words.reasons(side, names[side.colour]),
                         blocks: side.blocks.map((block) => G.view.explanation(analysis, names, block, null, [])),
                         steps: steps, verdict: G.view.stepCaption(side, null),
                         resting: G.words.restingCaption(count)});
      }
      said.readings = Array.from(stones, (stone, point) => G.words.pointReading(
        geometries[shape], stones, point, analysis, names, null, labels[point], false));
      return JSON.stringify(said);
    });
  },
  // The lines of each grade, as `exercises check` prints them (without their indent).
  grade() {
    G.words.use(batch.words);
    const geometries = batch.geometries.map(G.core.geometry);
    const asked = batch.exercises.map((slide) => G.exercises.fromSlide(slide, geometries[slide.geometry]));
    return batch.answers.map(([number, answer]) =>
      JSON.stringify(G.exercises.gradeLines(G.exercises.grade(asked[number], answer))));
  },
};

process.stdout.write(tasks[task]().join("\n") + "\n");
