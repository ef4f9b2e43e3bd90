// Exercises answered and graded in the page, as gobenson grades them: the grader of
// gobenson_gui/core/exercises/grader.py (a mark per block, region or move, each with the analysis's
// reason), its lines as `exercises check` prints them (view/exercise_session.py grade_lines) and the
// student's run through a set (ExerciseSession: answers, Check, Retry, the score). Nothing leaves the
// page. tests/lesson/test_exercises.py holds the lines to Python's on right and wrong answers.
"use strict";
var Gobenson = globalThis.Gobenson || (globalThis.Gobenson = {});

Gobenson.exercises = (function () {
  var core = Gobenson.core, words = Gobenson.words, view = Gobenson.view;
  var _ = words._, counted = words.counted, format = words.format, N_ = words.N_;

  var KIND = {SAFE: "safe", VITAL: "vital", CAPTURE: "capture", MAKE_SAFE: "make-safe", RULES: "rules"};
  var CLAIMS = [KIND.SAFE, KIND.VITAL, KIND.RULES];
  var RULE_SETS = ["no-suicide", "suicide"];

  // What the student said of an item, in English as the checker's json writes it; translated where said.
  var SAID = {SAFE: N_("safe"), NOT_SAFE: N_("not safe"), RULES_DECIDE: N_("the rules decide"),
              RULES_DO_NOT_MATTER: N_("the rules do not matter"), VITAL: N_("vital"), NOT_VITAL: N_("not vital"),
              CHOSEN: N_("chosen"), CAPTURED: N_("captured"), NOT_CAPTURED: N_("not captured"), PLACED: N_("placed")};

  // -- the words of exercises (core/words/exercises.py) ---------------------------------------------

  var say = {
    moveNumber: function (number) { return format(_("move {number}"), {number: number}); },
    stoneNumber: function (number) { return format(_("stone {number}"), {number: number}); },
    aStoneOf: function (colour) { return format(_("a {colour} stone"), {colour: colour}); },
    besideBlock: function (block) { return format(_("a point of a region next to {block}"), {block: block}); },
    isNot: function (where, what) { return format(_("{where} is not {what}"), {where: where, what: what}); },
    isIllegal: function (where, error) {
      return format(_("{where} is illegal: {error}"), {where: where, error: error});
    },
    capturesTheBlock: function (where) { return format(_("{where} captures the block"), {where: where}); },
    isLegal: function (where) { return format(_("{where} is legal"), {where: where}); },
    capturedIn: function (moves) {
      return counted("the block is captured in {n} move", "the block is captured in {n} moves", moves);
    },
    allows: function (stones) {
      return counted("the exercise allows {n} stone", "the exercise allows {n} stones", stones);
    },
    libertiesLeft: function (where, liberties) {
      return counted("the block at {where} still has {n} liberty to take",
                     "the block at {where} still has {n} liberties to take", liberties, {where: where});
    },
    andNow: function (liberties, explanation) {
      return format(_("{liberties}, and it cannot be captured now. {explanation}"),
                    {liberties: liberties, explanation: explanation});
    },
    blockGone: function (where) {
      return format(_("the block at {where} is gone: a stone took its last liberty"), {where: where});
    },
    underRules: function (rules, explanation) {
      return format(_("Under {rules} rules: {explanation}"), {rules: rules, explanation: explanation});
    },
    aPointOfTheBoard: function () { return _("a point of the board"); },
    aPointOfARegion: function () { return _("a point of a region"); },
    progress: function (number, exercises, score, onRetry) {
      var text = format(_("Exercise {number} of {exercises}, score {score}"),
                        {number: number, exercises: exercises, score: score});
      if (onRetry) text += counted(" (and {n} solved on a retry)", " (and {n} solved on a retry)", onRetry);
      return text;
    },
    asSentence: function (reason) { return words.sentenceStart(reason) + "."; },
    takeOneBack: function (stones) {
      return counted("The exercise allows {n} stone; take one back first.",
                     "The exercise allows {n} stones; take one back first.", stones);
    },
    movesPlayed: function (names) { return format(_("Moves played: {names}."), {names: names}); },
    stonesAdded: function (added, most, names) {
      return format(_("Stones added ({added} of at most {most}): {names}."), {added: added, most: most, names: names});
    },
    chosen: function (names) { return format(_("Chosen: {names}."), {names: names}); },
    nothingYet: function () { return _("nothing yet"); },
    right: function () { return _("Right!"); },
    notSolved: function () { return _("Not solved."); },
    notQuite: function (right, marks) {
      return format(_("Not quite: {right} of {marks} right."), {right: right, marks: marks});
    },
    markLine: function (correct, where, said, reason) {
      return format(_("{sign} {where} ({said}): {reason}"),
                    {sign: correct ? "\u2713" : "\u2717", where: where, said: _(said), reason: reason});
    },
    claimLine: function (correct, where, said, reason) {
      var fields = {where: where, said: _(said), reason: words.sentenceStart(reason)};
      return correct ? format(_("\u2713 {where}: you said {said}, which is right. {reason}"), fields)
        : format(_("\u2717 {where}: you said {said}, which is wrong. {reason}"), fields);
    },
    setDone: function (score, exercises, onRetry) {
      var text = format(_("Done: {score} of {exercises} solved."), {score: score, exercises: exercises});
      if (onRetry) {
        text += counted(" {n} more solved on a retry, which the score leaves out.",
                        " {n} more solved on a retry, which the score leaves out.", onRetry);
      }
      return text;
    },
    solvedOnRetry: function (number) { return format(_("\nExercise {number}: solved on a retry."), {number: number}); },
    notAnswered: function (number) { return format(_("\nExercise {number}: not answered."), {number: number}); },
    answeredWrongly: function (number, question) {
      return format(_("\nExercise {number}: {question}"), {number: number, question: question});
    },
  };

  // -- the grader (core/exercises/grader.py) -----------------------------------------------------------

  function analysis(exercise, stones, rules) {
    return core.analyzeColour(exercise.geometry, stones, exercise.colour, (rules || exercise.rules) === "suicide");
  }

  function mark(where, points, correct, said, reason, regions) {
    return {where: where, points: points, correct: correct, said: said, reason: reason, regions: regions || []};
  }

  function namedRegions(side, regions) {
    var names = view.lettered(side);
    return regions.map(function (r) { return {points: side.regions[r].points, letter: names[r]}; });
  }

  // The named regions of several lists, each once, in order.
  function eachOnce(lists) {
    var regions = [], seen = {};
    lists.forEach(function (list) {
      list.forEach(function (region) {
        var key = region.points.join(",") + ":" + region.letter;
        if (!seen[key]) { seen[key] = true; regions.push(region); }
      });
    });
    return regions;
  }

  function explained(side, block) {
    return [words.explainBlock(side, block, view.lettered(side)),
            namedRegions(side, core.explainedRegions(side, block))];
  }

  function name(exercise, point) {
    return words.pointName(point, exercise.geometry);
  }

  function stray(exercise, point, what) {
    return mark(point, exercise.geometry.on[point] ? [point] : [], false, SAID.CHOSEN,
                say.isNot(name(exercise, point), what));
  }

  // A move by the rules, as rules.play refuses it: {stones} or {error}.
  function play(exercise, stones, point, colour) {
    if (stones[point] !== core.EMPTY) return {error: words.occupied()};
    var after = core.place(exercise.geometry, stones, point, colour, exercise.rules === "suicide");
    return after === null ? {error: words.suicideRefused()} : {stones: after.stones};
  }

  function blockMarks(exercise, side, answer, expected, said, explain) {
    var chosen = {}, marks = [];
    answer.forEach(function (point) {
      var block = exercise.geometry.on[point] ? core.blockAt(side, point) : null;
      if (block === null) marks.push(stray(exercise, point, say.aStoneOf(words.colourWord(side.colour))));
      else chosen[block.index] = true;
    });
    side.blocks.forEach(function (block) {
      var marked = !!chosen[block.index];
      var why = explain(block.index);
      marks.push(mark(block.first, block.points, marked === (expected.indexOf(block.index) >= 0),
                      marked ? said[0] : said[1], why[0], why[1]));
    });
    return marks;
  }

  function gradeSafe(exercise, answer) {
    var side = analysis(exercise, exercise.stones);
    return blockMarks(exercise, side, answer, core.finalStep(side).blocks, [SAID.SAFE, SAID.NOT_SAFE],
                      function (block) { return explained(side, block); });
  }

  function gradeRules(exercise, answer) {
    var sides = RULE_SETS.map(function (rules) { return analysis(exercise, exercise.stones, rules); });
    var differ = sides[0].blocks.filter(function (block) {
      return core.isSafe(sides[0], block.index) !== core.isSafe(sides[1], block.index);
    }).map(function (block) { return block.index; });
    function explain(block) {
      var reasons = sides.map(function (side) { return explained(side, block); });
      return [reasons.map(function (reason, i) { return say.underRules(RULE_SETS[i], reason[0]); }).join(" "),
              eachOnce(reasons.map(function (reason) { return reason[1]; }))];
    }
    return blockMarks(exercise, sides[0], answer, differ, [SAID.RULES_DECIDE, SAID.RULES_DO_NOT_MATTER], explain);
  }

  function gradeVital(exercise, answer) {
    var side = analysis(exercise, exercise.stones), block = core.blockAt(side, exercise.target).index;
    var vital = core.vitalRegions(side, block).map(function (region) { return region.index; });
    var chosen = {}, marks = [];
    answer.forEach(function (point) {
      var region = exercise.geometry.on[point] ? core.regionAt(side, point) : null;
      if (region === null || region.neighbours.indexOf(block) < 0) {
        marks.push(stray(exercise, point, say.besideBlock(words.blockLabel(side, block))));
      } else {
        chosen[region.index] = true;
      }
    });
    var castOut = {}, names = view.lettered(side);
    side.steps.forEach(function (step) {
      step.removedRegions.forEach(function (removal) { castOut[removal.region] = removal; });
    });
    side.regions.forEach(function (region) {
      if (region.neighbours.indexOf(block) < 0) return;
      var isChosen = !!chosen[region.index], removal = castOut[region.index];
      var why = removal ? [words.regionReason(side, removal, names), namedRegions(side, [region.index])]
        : explained(side, block);
      marks.push(mark(region.first, region.points, isChosen === (vital.indexOf(region.index) >= 0),
                      isChosen ? SAID.VITAL : SAID.NOT_VITAL, why[0], why[1]));
    });
    return marks;
  }

  // The attack on the marked block, a move at a time; its owner always passes (grader.CaptureAttempt).
  function captureAttempt(exercise) {
    var attempt = {stones: exercise.stones, moves: []};
    attempt.captured = function () { return attempt.stones[exercise.target] === core.EMPTY; };
    attempt.play = function (point) {
      var number = say.moveNumber(attempt.moves.length + 1);
      var after = play(exercise, attempt.stones, point, core.WHITE + core.BLACK - exercise.colour);
      if (after.error) return mark(point, [], false, number, say.isIllegal(name(exercise, point), after.error));
      attempt.stones = after.stones;
      attempt.moves.push(point);
      if (attempt.captured()) return mark(point, [point], true, number, say.capturesTheBlock(name(exercise, point)));
      return mark(point, [point], true, number, say.isLegal(name(exercise, point)));
    };
    attempt.verdict = function () {
      if (attempt.captured()) {
        return mark(exercise.target, targetBlock(exercise), true, SAID.CAPTURED, say.capturedIn(attempt.moves.length));
      }
      var side = analysis(exercise, attempt.stones), block = core.blockAt(side, exercise.target);
      var liberties = say.libertiesLeft(name(exercise, block.first), block.liberties);
      if (!core.isSafe(side, block.index)) return mark(block.first, block.points, false, SAID.NOT_CAPTURED, liberties);
      var why = explained(side, block.index);
      return mark(block.first, block.points, false, SAID.NOT_CAPTURED, say.andNow(liberties, why[0]), why[1]);
    };
    return attempt;
  }

  function targetBlock(exercise) {
    return core.blockAround(exercise.geometry, exercise.stones, exercise.target);
  }

  function gradeCapture(exercise, answer) {
    var attempt = captureAttempt(exercise), marks = [];
    for (var i = 0; i < answer.length && !attempt.captured(); i++) {
      if (!exercise.geometry.on[answer[i]]) {
        marks.push(stray(exercise, answer[i], say.aPointOfTheBoard()));
        break;
      }
      marks.push(attempt.play(answer[i]));
      if (!marks[marks.length - 1].correct) break;
    }
    return marks.concat([attempt.verdict()]);
  }

  function gradeMakeSafe(exercise, answer) {
    var stones = exercise.stones, marks = [];
    for (var number = 1; number <= answer.length; number++) {
      var point = answer[number - 1];
      if (!exercise.geometry.on[point]) {
        marks.push(stray(exercise, point, say.aPointOfTheBoard()));
        break;
      }
      var after = play(exercise, stones, point, exercise.colour);
      if (after.error) {
        marks.push(mark(point, [], false, say.stoneNumber(number), say.isIllegal(name(exercise, point), after.error)));
        break;
      }
      stones = after.stones;
      var tooMany = number > exercise.stoneLimit;
      marks.push(mark(point, [point], !tooMany, say.stoneNumber(number),
                      tooMany ? say.allows(exercise.stoneLimit) : SAID.PLACED));
      if (stones[exercise.target] === core.EMPTY) break;
    }
    if (stones[exercise.target] === core.EMPTY) {
      return marks.concat([mark(exercise.target, targetBlock(exercise), false, SAID.NOT_SAFE,
                                say.blockGone(name(exercise, exercise.target)))]);
    }
    var side = analysis(exercise, stones), block = core.blockAt(side, exercise.target);
    var safe = core.isSafe(side, block.index), why = explained(side, block.index);
    return marks.concat([mark(block.first, block.points, safe, safe ? SAID.SAFE : SAID.NOT_SAFE, why[0], why[1])]);
  }

  var GRADERS = {};
  GRADERS[KIND.SAFE] = gradeSafe;
  GRADERS[KIND.VITAL] = gradeVital;
  GRADERS[KIND.CAPTURE] = gradeCapture;
  GRADERS[KIND.MAKE_SAFE] = gradeMakeSafe;
  GRADERS[KIND.RULES] = gradeRules;

  function grade(exercise, answer) {
    var marks = GRADERS[exercise.kind](exercise, answer);
    return {exercise: exercise, marks: marks, solved: marks.every(function (m) { return m.correct; }),
            right: marks.filter(function (m) { return m.correct; }).length};
  }

  // The grade in words, as the editor's panel and `exercises check` say it.
  function gradeLines(found) {
    var claims = CLAIMS.indexOf(found.exercise.kind) >= 0;
    var head = found.solved ? say.right() : claims ? say.notQuite(found.right, found.marks.length) : say.notSolved();
    return [head].concat(found.marks.map(function (m) { return markLine(found, m); }));
  }

  function markLine(found, m) {
    var where = name(found.exercise, m.where);
    if (CLAIMS.indexOf(found.exercise.kind) >= 0 && m.said !== SAID.CHOSEN) {
      return say.claimLine(m.correct, where, m.said, m.reason);
    }
    return say.markLine(m.correct, where, m.said, m.reason);
  }

  // An exercise as the grader reads it, from its slide of the page's data (view/lesson/page.py).
  function fromSlide(slide, geometry) {
    return {kind: slide.kind, colour: slide.colour, rules: slide.rules, target: slide.target,
            stoneLimit: slide.stoneLimit, geometry: geometry, question: slide.question,
                stones: core.stonesOf(slide.board)};
  }

  // -- a student's run through a set (view/exercise_session.py ExerciseSession) -----------------------

  function Session(exercises) {
    this.exercises = exercises;
    this.index = 0;
    this.answers = exercises.map(function () { return []; });
    this.grades = exercises.map(function () { return null; });
    this.retried = exercises.map(function () { return false; });
    this.note = "";
  }

  Session.prototype = {
    exercise: function () { return this.exercises[this.index]; },
    answer: function () { return this.answers[this.index]; },
    grade: function () { return this.grades[this.index]; },
    solved: function (retried) {
      var count = 0;
      for (var i = 0; i < this.grades.length; i++) {
        if (this.grades[i] !== null && this.grades[i].solved && this.retried[i] === retried) count++;
      }
      return count;
    },
    score: function () { return this.solved(false); },
    onRetry: function () { return this.solved(true); },
    progress: function () {
      return say.progress(this.index + 1, this.exercises.length, this.score(), this.onRetry());
    },
    go: function (index) {
      this.index = Math.max(0, Math.min(index, this.exercises.length - 1));
      this.note = "";
    },
    retry: function () {
      if (this.grade() !== null) this.retried[this.index] = true;
      this.answers[this.index] = [];
      this.grades[this.index] = null;
      this.note = "";
    },
    check: function () {
      this.grades[this.index] = grade(this.exercise(), this.answer());
    },
    // A click on the board as an answer; ignored once graded.
    click: function (point) {
      var exercise = this.exercise();
      if (this.grade() !== null || !exercise.geometry.on[point]) return;
      this.note = "";
      if (exercise.kind === KIND.CAPTURE) this.attack(point);
      else if (exercise.kind === KIND.MAKE_SAFE) this.addStone(point);
      else this.toggle(point);
    },
    itemAt: function (point) {
      var exercise = this.exercise(), side = analysis(exercise, exercise.stones);
      var item = exercise.kind === KIND.VITAL ? core.regionAt(side, point) : core.blockAt(side, point);
      return item === null ? null : item.points;
    },
    toggle: function (point) {
      var exercise = this.exercise(), item = this.itemAt(point);
      if (item === null) {
        var what = exercise.kind === KIND.VITAL ? say.aPointOfARegion()
          : say.aStoneOf(words.colourWord(exercise.colour));
        this.note = say.asSentence(say.isNot(name(exercise, point), what));
        return;
      }
      var chosen = this.answer().filter(function (p) { return item.indexOf(p) < 0; });
      if (chosen.length === this.answer().length) chosen.push(point);
      this.answers[this.index] = chosen;
    },
    attempt: function () {
      var attempt = captureAttempt(this.exercise());
      this.answer().forEach(function (point) { attempt.play(point); });
      return attempt;
    },
    attack: function (point) {
      var attempt = this.attempt(), result = attempt.play(point);
      if (!result.correct) {
        this.note = say.asSentence(result.reason);
        return;
      }
      this.answer().push(point);
      if (attempt.captured()) this.check();
    },
    addedStones: function () {
      var exercise = this.exercise(), stones = exercise.stones;
      this.answer().forEach(function (point) { stones = play(exercise, stones, point, exercise.colour).stones; });
      return stones;
    },
    addStone: function (point) {
      var exercise = this.exercise(), answer = this.answer();
      if (answer.indexOf(point) >= 0) {
        answer.splice(answer.indexOf(point));
        return;
      }
      if (answer.length >= exercise.stoneLimit) {
        this.note = say.takeOneBack(exercise.stoneLimit);
        return;
      }
      var after = play(exercise, this.addedStones(), point, exercise.colour);
      if (after.error) {
        this.note = say.asSentence(say.isIllegal(name(exercise, point), after.error));
        return;
      }
      answer.push(point);
    },
    // The position with the student's answer; after Check, ticks and crosses on the items graded.
    picture: function () {
      var exercise = this.exercise(), geometry = exercise.geometry, self = this;
      var target = exercise.target !== null ? targetBlock(exercise) : [];
      var stones = exercise.stones, labels = {}, chosen = view.add(new Uint8Array(geometry.size), []);
      if (exercise.kind === KIND.CAPTURE || exercise.kind === KIND.MAKE_SAFE) {
        stones = exercise.kind === KIND.CAPTURE ? this.attempt().stones : this.addedStones();
        this.answer().forEach(function (point, i) { if (stones[point]) labels[point] = String(i + 1); });
      } else {
        this.answer().forEach(function (point) { view.add(chosen, self.itemAt(point) || [point]); });
      }
      var highlight = view.add(new Uint8Array(geometry.size),
                               target.filter(function (point) { return stones[point] === exercise.colour; }));
      var picture = view.plainPicture(geometry, stones, {labels: labels, selection: chosen, highlight: highlight});
      var found = this.grade();
      if (found === null) return picture;
      found.marks.forEach(function (m) { view.add(m.correct ? picture.agree : picture.disagree, m.points); });
      picture.regions = view.namedRegionMarks(stones, eachOnce(found.marks.map(function (m) { return m.regions; })));
      return picture;
    },
    answerText: function () {
      var exercise = this.exercise(), answer = this.answer();
      var names = answer.map(function (point) { return name(exercise, point); }).join(", ") || say.nothingYet();
      if (exercise.kind === KIND.CAPTURE) return say.movesPlayed(names);
      if (exercise.kind === KIND.MAKE_SAFE) return say.stonesAdded(answer.length, exercise.stoneLimit, names);
      return say.chosen(names);
    },
    resultText: function () {
      var found = this.grade();
      return found === null ? "" : gradeLines(found).join("\n");
    },
    // The set's end: the score and the mistakes of every exercise answered wrongly.
    reviewText: function () {
      var lines = [say.setDone(this.score(), this.exercises.length, this.onRetry())];
      for (var i = 0; i < this.exercises.length; i++) {
        var found = this.grades[i];
        if (found === null) {
          lines.push(say.notAnswered(i + 1));
        } else if (found.solved && this.retried[i]) {
          lines.push(say.solvedOnRetry(i + 1));
        } else if (!found.solved) {
          lines.push(say.answeredWrongly(i + 1, this.exercises[i].question));
          found.marks.forEach(function (m) { if (!m.correct) lines.push(markLine(found, m)); });
        }
      }
      return lines.join("\n");
    },
  };

  return {KIND: KIND, fromSlide: fromSlide, grade: grade, gradeLines: gradeLines, Session: Session, say: say};
})();
