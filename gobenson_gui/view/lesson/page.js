// The page itself: the record's positions or the set's exercises one at a time, the board drawn and
// explained as the editor draws and explains it, changed by the student and analysed again at once,
// the casting-out stepped half-step by half-step, exercises answered and graded, and the handout
// printed. The editor's keys where a browser allows them: Left/Right walk the positions, Ctrl+Left/
// Ctrl+Right step the casting-out, Shift+arrow keys move the board's cursor, Enter or Space acts there.
"use strict";
var Gobenson = globalThis.Gobenson || (globalThis.Gobenson = {});

Gobenson.page = (function () {
  var core = Gobenson.core, words = Gobenson.words, view = Gobenson.view, exercises = Gobenson.exercises,
      board = Gobenson.board;
  var _ = words._, N_ = words.N_, format = words.format;
  var TOOLS = [["inspect", "I", N_("Inspect")], ["black", "B", N_("Black stones")],
               ["white", "W", N_("White stones")], ["erase", "E", N_("Erase")]];
  var STEP_MS = 1000;

  var data, geometries, slides, session = null, state;

  function $(id) {
    return document.getElementById(id);
  }

  function withoutMnemonics(text) {
    return text.replace(/\(&[^&]\)/g, "").split("&&").map(function (part) { return part.replace(/&/g, ""); }).join("&");
  }

  function setText(id, text) {
    var element = $(id);
    if (element.textContent !== text) element.textContent = text;
  }

  // -- the slides ---------------------------------------------------------------------------------

  function load() {
    data = JSON.parse($("lesson-data").textContent);
    words.use(data.words);
    geometries = data.geometries.map(core.geometry);
    var asked = [];
    slides = data.slides.map(function (slide) {
      var made = Object.assign({}, slide, {geometry: geometries[slide.geometry], stones: core.stonesOf(slide.board)});
      if (slide.type === "exercise") {
        made.exercise = exercises.fromSlide(slide, made.geometry);
        made.index = asked.length;
        asked.push(made.exercise);
      }
      return made;
    });
    if (asked.length) {
      session = new exercises.Session(asked);
      slides.push({type: "review", geometry: slides[slides.length - 1].geometry, title: data.title});
    }
    state = {slide: 0, whose: core.BLACK, stepping: null, hover: null, selected: null, cursor: null, onBoard: false,
             tool: "inspect", regions: view.REGIONS.FOCUS, rules: data.rules, playing: null, edits: {}};
  }

  function slide() {
    return slides[state.slide];
  }

  function stones() {
    return state.edits[state.slide] || slide().stones;
  }

  var analysed = {key: null};

  // The analysis of the position shown, and its region names after the node's labels: made again only
  // when the stones or the rules change.
  function analysis() {
    var edited = state.edits[state.slide] ? Array.prototype.join.call(stones(), "") : "";
    var key = state.slide + ":" + state.rules + ":" + edited;
    if (analysed.key !== key) {
      var made = core.analyze(slide().geometry, stones(), state.rules);
      analysed = {key: key, analysis: made, names: view.namesFromScratch(made, slide().labels)};
    }
    return analysed;
  }

  function goTo(index) {
    index = Math.max(0, Math.min(index, slides.length - 1));
    if (index === state.slide) return;
    stopPlaying();
    state.slide = index;
    state.stepping = null;
    state.hover = state.selected = null;
    if (slide().type === "exercise") session.go(slide().index);
    render();
  }

  // -- the board ------------------------------------------------------------------------------------

  var drawn = {geometry: null};

  // The board's elements for a shape: the wood, a layer for marks, the cursor, and one element a point
  // that the mouse, a finger and the keyboard act on, named by its SGF point and read by its words.
  function boardFor(geometry) {
    if (drawn.geometry === geometry) return;
    var box = board.layout(geometry), half = board.CELL / 2, points = [];
    for (var point = 0; point < geometry.size; point++) {
      var at = board.centre(geometry, point);
      points.push('<rect class="point" role="button" tabindex="-1" data-point="' + core.sgfPoint(geometry, point) +
                  '" data-index="' + point + '" x="' + (at[0] - half) + '" y="' + (at[1] - half) + '" width="' +
                  board.CELL + '" height="' + board.CELL + '"/>');
    }
    $("board").innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + box.width + " " + box.height +
      '" role="group" aria-label="' + board.escape(_("Go board")) + '">' + board.definitions("b") +
      '<g class="wood">' + board.wood(geometry, "b") + "</g>" +
      '<g class="marks"></g><g class="cursor"></g><g class="points">' + points.join("") + "</g></svg>";
    drawn = {geometry: geometry, marks: $("board").querySelector(".marks"), cursor: $("board").querySelector(".cursor"),
             points: Array.prototype.slice.call($("board").querySelectorAll(".point")), readings: []};
    if (state.cursor === null || state.cursor >= geometry.size) state.cursor = firstPoint(geometry);
    drawn.points[state.cursor].setAttribute("tabindex", "0");
  }

  function firstPoint(geometry) {
    var middle = Math.floor(geometry.rows / 2) * geometry.columns + Math.floor(geometry.columns / 2);
    return geometry.on[middle] ? middle : Math.max(0, geometry.on.indexOf(1));
  }

  function draw(picture, readings) {
    boardFor(picture.geometry);
    drawn.marks.innerHTML = board.marks(picture, "b");
    drawn.cursor.innerHTML = state.onBoard ? board.cursor(picture.geometry, state.cursor) : "";
    for (var point = 0; point < readings.length; point++) {
      if (drawn.readings[point] !== readings[point]) drawn.points[point].setAttribute("aria-label", readings[point]);
    }
    drawn.readings = readings;
  }

  function moveCursor(dx, dy) {
    var geometry = drawn.geometry;
    var column = state.cursor % geometry.columns, row = Math.floor(state.cursor / geometry.columns);
    var wrapsColumns = geometry.wrap === "columns" || geometry.wrap === "both";
    var wrapsRows = geometry.wrap === "rows" || geometry.wrap === "both";
    column += dx;
    row += dy;
    if (wrapsColumns) column = (column + geometry.columns) % geometry.columns;
    if (wrapsRows) row = (row + geometry.rows) % geometry.rows;
    column = Math.max(0, Math.min(column, geometry.columns - 1));
    row = Math.max(0, Math.min(row, geometry.rows - 1));
    focusPoint(row * geometry.columns + column);
  }

  function focusPoint(point) {
    drawn.points[state.cursor].setAttribute("tabindex", "-1");
    state.cursor = point;
    state.onBoard = true;
    drawn.points[point].setAttribute("tabindex", "0");
    drawn.points[point].focus();
  }

  // The block the student points at: under the mouse or the board's cursor, else the one kept by a click.
  function focusBlock(made) {
    var points = [state.hover, state.onBoard ? state.cursor : null, state.selected];
    for (var i = 0; i < points.length; i++) {
      var point = points[i];
      if (point !== null && slide().geometry.on[point] && made.stones[point]) {
        return core.blockAt(core.side(made, made.stones[point]), point);
      }
    }
    return null;
  }

  // -- what the page shows --------------------------------------------------------------------------

  function render() {
    var current = slide();
    var exercisePart = current.type !== "node";
    $("node-panel").hidden = exercisePart;
    $("exercise-panel").hidden = current.type !== "exercise";
    $("review-panel").hidden = current.type !== "review";
    var node = current.type === "node" ? format(_("node {node}"), {node: current.node}) : null;
    setText("title", node === null ? data.title : current.title + " \u2014 " + node);
    setText("position", format(_("{number} of {count}"), {number: state.slide + 1, count: slides.length}));
    $("previous").disabled = state.slide === 0;
    $("next").disabled = state.slide === slides.length - 1;
    var reviewNext = current.type === "exercise" && state.slide === slides.length - 2;
    setText("next", reviewNext ? _("Review \u25b6") : _("Next \u25b6"));
    setText("topology", current.topology || "");
    if (current.type === "node") renderNode(current);
    else if (current.type === "exercise") renderExercise(current);
    else renderReview();
    document.body.dataset.slide = String(state.slide);
  }

  function overlays() {
    return {safe: true, territory: true, regions: state.regions, castOut: true, illegal: true};
  }

  function base(current) {
    return {markup: current.markup, labels: current.labels, marked: current.marked, lastMove: current.lastMove,
            dimmed: current.dimmed, lines: current.lines};
  }

  // The panel's words on the block in focus, the half-step or how to use it, as the editor says them;
  // a block cast out also gets the line `gobenson analyze` prints of it.
  function explanation(found, names, focus) {
    var text = view.explanation(found, names, focus, state.stepping, [state.whose]);
    if (focus === null) return text;
    var side = core.side(found, focus.colour), removal = core.blockRemoval(side, focus.index);
    if (removal === null) return text;
    var round = core.castOutRound(side, focus.index);
    var reason = words.blockReason(side, removal, names[side.colour]);
    return text + "\n\n" + words.reasonLine(side.colour, round, reason).trim();
  }

  function renderNode(current) {
    var made = analysis(), found = made.analysis, names = made.names;
    var side = core.side(found, state.whose), focus = focusBlock(found);
    var halfStep = state.stepping === null ? null : view.halfStep(side, state.stepping);
    var picture = view.compose(found, names, state.whose, halfStep, overlays(), focus, base(current), data.overlaid);
    var readings = [];
    for (var point = 0; point < current.geometry.size; point++) {
      var shape = picture.markup[point];
      readings.push(words.pointReading(current.geometry, found.stones, point, found, names,
                                       shape ? data.markNames[shape] : null, picture.labels[point], false));
    }
    draw(picture, readings);
    setText("caption", view.stepCaption(side, halfStep));
    setText("comment", current.comment);
    setText("summary", words.analysisParagraph(found));
    setText("explanation", explanation(found, names, focus));
    var count = view.halfStepCount(side), slider = $("slider");
    slider.max = String(count - 1);
    slider.value = String(state.stepping === null ? count - 1 : state.stepping);
    slider.setAttribute("aria-valuetext", state.stepping === null ? words.restingCaption(count)
                        : view.sliderCaption(side, state.stepping));
    setText("slider-caption", slider.getAttribute("aria-valuetext"));
    var reasons = words.reasons(found.black, names[core.BLACK]).concat(words.reasons(found.white, names[core.WHITE]));
    setText("reasons", reasons.join("\n") || "\u2014");
    $("whose").value = String(state.whose);
    $("rules").value = state.rules;
    $("regions").value = state.regions;
    $("reset").disabled = !state.edits[state.slide];
    $("step-play").setAttribute("aria-pressed", state.playing ? "true" : "false");
    TOOLS.forEach(function (tool) {
      $("tool-" + tool[0]).setAttribute("aria-pressed", state.tool === tool[0] ? "true" : "false");
    });
  }

  function exerciseReadings(picture) {
    var readings = [];
    for (var point = 0; point < picture.geometry.size; point++) {
      readings.push(words.pointReading(picture.geometry, picture.stones, point, null, null, null, picture.labels[point],
                                       !!picture.selection[point]));
    }
    return readings;
  }

  function renderExercise(current) {
    var picture = session.picture();
    draw(picture, exerciseReadings(picture));
    setText("caption", session.progress());
    setText("exercise-heading", current.heading);
    setText("question", current.question);
    setText("instructions", current.instructions);
    setText("answer", session.answerText());
    setText("note", session.note);
    setText("result", session.resultText());
    $("check").disabled = session.grade() !== null;
    $("retry").disabled = session.grade() === null && !session.answer().length;
  }

  function renderReview() {
    var picture = session.picture();
    draw(picture, exerciseReadings(picture));
    setText("caption", session.progress());
    setText("review", session.reviewText());
  }

  // -- acting on the board ------------------------------------------------------------------------------

  function act(point, otherHand) {
    var current = slide();
    if (current.type === "exercise") {
      session.click(point);
      render();
      return;
    }
    if (current.type !== "node" || !current.geometry.on[point]) return;
    if (state.tool === "inspect") {
      state.selected = state.selected === point ? null : point;
      render();
      return;
    }
    var here = stones()[point], colour = null;
    if (state.tool === "black" || state.tool === "white") {
      colour = state.tool === "black" ? core.BLACK : core.WHITE;
      if (otherHand) colour = core.BLACK + core.WHITE - colour;
      if (here === colour) colour = null;
    } else if (!here) {
      return;
    }
    var changed = Int8Array.from(stones());
    changed[point] = colour || core.EMPTY;
    state.edits[state.slide] = changed;
    state.stepping = null;
    stopPlaying();
    render();
  }

  function step(index) {
    if (slide().type !== "node") return;
    var side = core.side(analysis().analysis, state.whose), last = view.halfStepCount(side) - 1;
    state.stepping = Math.max(0, Math.min(index, last));
    render();
  }

  function stepBy(delta) {
    var side = core.side(analysis().analysis, state.whose);
    var at = state.stepping === null ? view.halfStepCount(side) - 1 : state.stepping;
    step(state.stepping === null && delta > 0 ? 0 : at + delta);
  }

  function stopPlaying() {
    if (state.playing) clearInterval(state.playing);
    state.playing = null;
  }

  function togglePlaying() {
    if (slide().type !== "node") return;
    if (state.playing) {
      stopPlaying();
      render();
      return;
    }
    var side = core.side(analysis().analysis, state.whose), last = view.halfStepCount(side) - 1;
    if (state.stepping === null || state.stepping >= last) state.stepping = 0;
    state.playing = setInterval(function () {
      if (state.stepping >= view.halfStepCount(core.side(analysis().analysis, state.whose)) - 1) stopPlaying();
      else state.stepping += 1;
      render();
    }, STEP_MS);
    render();
  }

  function setTool(tool) {
    if (slide().type !== "node") return;
    state.tool = tool;
    render();
  }

  // -- the keys -------------------------------------------------------------------------------------

  var ARROWS = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};

  function onKey(event) {
    var target = event.target, tag = target.tagName;
    var onPoint = target.classList && target.classList.contains("point");
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    if ((event.key === "Enter" || event.key === " ") && !onPoint) return;  // a button or a summary does its own
    var key = event.key, handled = true;
    if (event.altKey || event.metaKey) return;
    if (ARROWS[key] && event.shiftKey && !event.ctrlKey) {
      if (!onPoint) focusPoint(state.cursor);
      else moveCursor(ARROWS[key][0], ARROWS[key][1]);
    } else if (event.ctrlKey && !event.shiftKey && (key === "ArrowLeft" || key === "ArrowRight")) {
      stepBy(key === "ArrowLeft" ? -1 : 1);
    } else if (event.ctrlKey && key === "Home") {
      step(0);
    } else if (event.ctrlKey && key === "End") {
      step(Infinity);
    } else if (event.ctrlKey) {
      handled = false;
    } else if (key === "ArrowLeft" || key === "ArrowUp") {
      goTo(state.slide - 1);
    } else if (key === "ArrowRight" || key === "ArrowDown") {
      goTo(state.slide + 1);
    } else if (key === "Home") {
      goTo(0);
    } else if (key === "End") {
      goTo(slides.length - 1);
    } else if (onPoint && (key === "Enter" || key === " ")) {
      act(state.cursor, event.shiftKey);
    } else if (key === "Escape") {
      stopPlaying();
      state.selected = null;
      state.stepping = null;
      render();
    } else if (key === "p" || key === "P") {
      togglePlaying();
    } else {
      var tool = TOOLS.filter(function (candidate) { return candidate[1] === key.toUpperCase(); })[0];
      if (tool && !event.shiftKey) setTool(tool[0]);
      else handled = false;
    }
    if (handled) event.preventDefault();
  }

  // -- the handout, printed ---------------------------------------------------------------------------

  // What printing shows: every half-step of the casting-out of the position on show, each board with
  // its caption and words, all regions lettered, as `gobenson handout` lays them out; an exercise as
  // it is asked.
  function buildHandout() {
    var current = slide(), out = [];
    if (current.type === "node") {
      var made = analysis(), found = made.analysis, side = core.side(found, state.whose);
      out.push("<h1>" + board.escape(format(_("{document}, node {node}: {colours} casting out, rules {rules}"), {
        document: current.title, node: current.node, colours: words.colourWord(state.whose), rules: state.rules})) +
        "</h1>");
      out.push('<div class="sheet">');
      var all = {safe: true, territory: true, regions: view.REGIONS.ALL, castOut: true, illegal: true};
      for (var index = 0; index < view.halfStepCount(side); index++) {
        var halfStep = view.halfStep(side, index), caption = view.stepCaption(side, halfStep);
        var picture = view.compose(found, made.names, state.whose, halfStep, all, null, base(current), data.overlaid);
        out.push('<div class="step">' + board.svg(picture, "h" + index + "-", caption) + "<p>" + board.escape(caption) +
                 "</p><pre>" + board.escape(view.describe(side, halfStep, made.names[state.whose]).join("\n")) +
                 "</pre></div>");
      }
      out.push("</div>");
      out.push('<ul class="legend-rows">' + $("legend").innerHTML + "</ul>");
    } else if (current.type === "exercise") {
      out.push("<h1>" + board.escape(session.progress()) + "</h1><p>" + board.escape(current.question) + "</p>");
      out.push('<div class="step">' + board.svg(session.picture(), "h", current.question) + "</div>");
    } else {
      out.push("<pre>" + board.escape(session.reviewText()) + "</pre>");
    }
    $("handout").innerHTML = out.join("");
  }

  // -- the page's words and controls ----------------------------------------------------------------

  function option(select, value, text) {
    var element = document.createElement("option");
    element.value = value;
    element.textContent = text;
    select.appendChild(element);
  }

  function label(id, text, tip) {
    setText(id, text);
    if (tip) $(id).title = tip;
  }

  function button(id, name, keys, action) {
    var element = $(id);
    element.setAttribute("aria-label", name);
    element.title = keys ? name + " (" + keys + ")" : name;
    element.addEventListener("click", action);
  }

  function setUp() {
    document.title = data.title;
    label("previous", _("\u25c0 Previous"));
    $("previous").addEventListener("click", function () { goTo(state.slide - 1); });
    $("next").addEventListener("click", function () { goTo(state.slide + 1); });
    label("summary-title", _("The verdict"));
    label("stepping-title", _("Casting out, step by step"));
    label("whose-label", _("Whose casting-out"));
    option($("whose"), String(core.BLACK), _("Black"));
    option($("whose"), String(core.WHITE), _("White"));
    $("whose").addEventListener("change", function (event) {
      state.whose = Number(event.target.value);
      state.stepping = null;
      render();
    });
    $("slider").setAttribute("aria-label", _("Half-step of the casting-out"));
    $("slider").addEventListener("input", function (event) { step(Number(event.target.value)); });
    button("step-first", _("Start of the sequence"), "Ctrl+Home", function () { step(0); });
    button("step-back", _("Half-step back"), "Ctrl+Left", function () { stepBy(-1); });
    button("step-play", _("Play / pause"), "P", togglePlaying);
    button("step-forward", _("Half-step forward"), "Ctrl+Right", function () { stepBy(1); });
    button("step-last", _("The verdict"), "Ctrl+End", function () { step(Infinity); });
    label("explanation-title", _("Explanation"));
    label("tools-title", withoutMnemonics(_("&Tools")));
    TOOLS.forEach(function (tool) {
      var element = document.createElement("button");
      element.type = "button";
      element.id = "tool-" + tool[0];
      element.textContent = _(tool[2]);
      element.title = _(tool[2]) + " (" + tool[1] + ")";
      element.addEventListener("click", function () { setTool(tool[0]); });
      $("tool-buttons").appendChild(element);
    });
    label("rules-label", _("Rules"));
    option($("rules"), "no-suicide", withoutMnemonics(_("&No suicide (Benson)")));
    option($("rules"), "suicide", withoutMnemonics(_("&Suicide allowed")));
    $("rules").addEventListener("change", function (event) {
      state.rules = event.target.value;
      state.stepping = null;
      render();
    });
    label("regions-label", _("Regions shown"));
    option($("regions"), view.REGIONS.OFF, _("No regions"));
    option($("regions"), view.REGIONS.FOCUS, _("Regions of the block under the mouse"));
    option($("regions"), view.REGIONS.ALL, _("All regions"));
    $("regions").addEventListener("change", function (event) {
      state.regions = event.target.value;
      render();
    });
    label("reset", _("Back to the position of the record"));
    $("reset").addEventListener("click", function () {
      delete state.edits[state.slide];
      state.stepping = null;
      render();
    });
    label("reasons-title", _("Every block and region cast out, round by round"));
    label("legend-title", _("Legend"));
    $("patterns").innerHTML = board.definitions("p");
    $("legend").innerHTML = data.legend.map(function (row) {
      return '<li title="' + board.escape(row[2]) + '">' + board.legendSample(row[0], "p") +
        "<span>" + board.escape(row[1]) + "</span></li>";
    }).join("");
    label("check", _("Check"));
    $("check").addEventListener("click", function () { session.check(); render(); });
    label("retry", _("Retry"));
    $("retry").addEventListener("click", function () { session.retry(); render(); });
    setText("keys", _("Keys: Left and Right walk the positions; Ctrl+Left and Ctrl+Right step the casting-out, " +
                      "P plays it; Shift+arrow keys move the board's cursor, Enter or Space acts there as a click; " +
                      "I, B, W and E choose the tool."));
    var svgBoard = $("board");
    svgBoard.addEventListener("mouseover", function (event) {
      var index = event.target.dataset && event.target.dataset.index;
      if (index !== undefined && Number(index) !== state.hover) {
        state.hover = Number(index);
        render();
      }
    });
    svgBoard.addEventListener("mouseleave", function () {
      if (state.hover !== null) {
        state.hover = null;
        render();
      }
    });
    svgBoard.addEventListener("click", function (event) {
      var index = event.target.dataset && event.target.dataset.index;
      if (index !== undefined) act(Number(index), event.shiftKey);
    });
    svgBoard.addEventListener("contextmenu", function (event) {
      var index = event.target.dataset && event.target.dataset.index;
      if (index !== undefined && slide().type === "node" && state.tool !== "inspect") {
        event.preventDefault();
        act(Number(index), true);
      }
    });
    svgBoard.addEventListener("focusin", function (event) {
      var index = event.target.dataset && event.target.dataset.index;
      if (index !== undefined) {
        // The board's cursor shows, and explains its block, when the keyboard brought it there (as Tab
        // does in the editor), not after a click.
        state.onBoard = event.target.matches(":focus-visible");
        state.cursor = Number(index);
        render();
      }
    });
    svgBoard.addEventListener("focusout", function (event) {
      if (state.onBoard && !svgBoard.contains(event.relatedTarget)) {
        state.onBoard = false;
        render();
      }
    });
    document.addEventListener("keydown", onKey);
    window.addEventListener("beforeprint", buildHandout);
    if (window.matchMedia) {
      var printing = window.matchMedia("print");
      if (printing.addEventListener) {
        printing.addEventListener("change", function (event) { if (event.matches) buildHandout(); });
      }
    }
  }

  function start() {
    load();
    setUp();
    render();
    document.body.dataset.ready = performance.now().toFixed(1);  // when the page was first drawn, in ms
  }

  if (typeof document !== "undefined") {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }

  return {state: function () { return state; }, slides: function () { return slides; }, analysis: analysis,
          render: render, buildHandout: buildHandout, goTo: goTo, session: function () { return session; }};
})();
