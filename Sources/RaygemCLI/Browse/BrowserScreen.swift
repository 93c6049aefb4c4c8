import GemCore
import TerminalRendering

/// One frame of the browser: exactly one line a terminal row, each at most
/// the terminal's width, drawn from a ``BrowserModel``.
///
/// The list is the commands' own list printer (``RowList``, its gem rows
/// in a viewport layout) over the rows on screen only, so a frame
/// costs the same on a 100,000-gem catalog as on the bundled one. The
/// detail is the `detail` command's ``DetailPage``, picture included on a
/// colour terminal.
struct BrowserScreen: Rendering {
  let model: BrowserModel
  /// Whether to colour (the selected row, the picture, the roles).
  let colored: Bool
  /// The list's columns: `--fields`, else the table's defaults.
  let fields: [OutputField]
  /// The selected gem's detail page, drawn at ``BrowserModel/detailWidth``.
  let detail: [StyledText]

  func draw(in canvas: inout Canvas) {
    let layout = model.layout
    guard !layout.isTooSmall else {
      for line in tooSmall(layout) { canvas.append(line) }
      return
    }
    var lines = [tabBar(layout)]
    if case .help = model.focus {
      lines += page(KeyHelp.lines(width: layout.width), height: layout.pageHeight, offset: model.helpOffset)
    } else if model.showsDetailPage {
      lines += page(detail, height: layout.pageHeight, offset: model.detailOffset)
    } else {
      var left: [StyledText] = []
      if layout.queryRow != nil { left.append(queryLine(width: layout.listWidth)) }
      left += list(layout)
      if layout.isSplit {
        let right = page(model.selectedIndex == nil ? [] : detail, height: left.count, offset: model.detailOffset)
        // While the pane has the keys (after Enter), a heavier divider says so.
        let divider =
          model.focus == .detail
          ? StyledText(BrowserLayout.focusedDivider, role: .accent) : StyledText(BrowserLayout.divider, role: .muted)
        lines += zip(left, right).map { list, pane in
          var line = list.padded(toWidth: layout.listWidth)
          line.append(divider)
          line.append(pane)
          return line
        }
      } else {
        lines += left
      }
    }
    lines.append(statusLine(layout))
    for line in lines { canvas.append(line.truncated(toWidth: layout.width).trimmingTrailingSpaces()) }
  }

  // MARK: - Parts

  private func tabBar(_ layout: BrowserLayout) -> StyledText {
    var bar = StyledText(" ")
    for (tab, _) in BrowserLayout.tabColumns() {
      let label = BrowserLayout.tabLabel(tab)
      if tab == model.tab {
        // Without colour, brackets in place of the label's spaces mark the tab.
        bar.append(colored ? StyledText(label, role: .selected) : StyledText("[\(label.dropFirst().dropLast())]"))
      } else {
        bar.append(label, role: .muted)
      }
      bar.append(" ")
    }
    if model.tab == .favorites || model.tab == .all {
      // The favorites the Favorites tab lists: those in this catalog that pass the filters.
      bar.append("♥ \(model.favoriteCount)", role: .favorite)
      if model.hiddenFavoriteCount > 0 {
        bar.append(" (\(model.hiddenFavoriteCount) hidden by the filters)", role: .muted)
      }
    }
    return bar
  }

  /// The query line; a query too long for it shows its end, where you type.
  private func queryLine(width: Int) -> StyledText {
    let label = "Search: "
    let caret = model.focus == .query ? "▏" : ""
    let room = width - label.count - caret.count
    var query = model.query
    if DisplayWidth.of(query) > room {
      while DisplayWidth.of(query) > max(0, room - 1) { query.removeFirst() }
      query = "…" + query
    }
    var line = StyledText(label, role: .heading)
    line.append(query)
    line.append(caret, role: .accent)
    return line
  }

  /// The column header and the rows on screen, padded to the list's height.
  private func list(_ layout: BrowserLayout) -> [StyledText] {
    let rows = model.rows
    let height = layout.listHeight
    guard let selected = model.selectedIndex else {
      return fill([StyledText()] + message(width: layout.listWidth), height: height + 1)
    }
    let top = model.topIndex
    let visible = rows[top..<min(rows.count, top + height)]
    let viewport = RowLayout.viewport(first: top, selected: selected, height: height + 1, colored: colored)
    let model = model
    let fields = fields
    let list = RowList(visible, columns: fields.map(\.column), layout: viewport) { gem in
      let isFavorite = model.isFavorite(gem)
      return fields.map { $0.value(for: gem, isFavorite: isFavorite) }
    }
    return Canvas(width: layout.listWidth).drawing(list).lines
  }

  /// Why a list is empty, said where its rows would be.
  private func message(width: Int) -> [StyledText] {
    let text: String
    switch model.tab {
    case .all: text = "No gem passes these filters."
    case .favorites:
      if let problem = model.favoritesProblem {
        text = "No favorites shown: \(problem)."
      } else if model.hiddenFavoriteCount > 0 {
        text = "No favorite passes these filters."
      } else if model.favoritesElsewhere > 0 {
        text = FavoritesCommand.keptElsewhere(model.favoritesElsewhere)
      } else {
        text = "No favorites yet. Select a gem and press f (or space) to make it a favorite."
      }
    case .search:
      if let message = model.searchOutcome.message {
        text = message
      } else if model.query.isEmpty {
        text = "Type a name, alias, misnomer or species; the list narrows as you type."
      } else {
        // The query line shows it all; the message quotes its start.
        let quoted = model.query.count > 40 ? model.query.prefix(39) + "…" : model.query
        if model.searchOutcome.matchesFilteredOut {
          text = "Gems match \"\(quoted)\", but none passes these filters."
        } else {
          let names = model.searchOutcome.suggestions.map(\.name).joined(separator: ", ")
          text = "No gem found for \"\(quoted)\"." + (names.isEmpty ? "" : " Did you mean \(names)?")
        }
      }
    }
    return Canvas(width: max(1, width - 2)).drawing(Paragraph(text, role: .muted, indent: 2)).lines
  }

  /// `lines` scrolled by `offset` (no further than their end, as after a
  /// resize the model did not see) and fitted to `height` rows.
  private func page(_ lines: [StyledText], height: Int, offset: Int) -> [StyledText] {
    let offset = min(offset, max(0, lines.count - height))
    return fill(Array(lines.dropFirst(offset).prefix(height)), height: height)
  }

  private func statusLine(_ layout: BrowserLayout) -> StyledText {
    if let status = model.status {
      return StyledText(status.text, role: status.isProblem ? .danger : .accent)
    }
    let hints: String
    switch model.focus {
    case .query: hints = "type to search  ↑↓ move  ⏎ detail  esc list  ^C quit"
    case .detail: hints = "↑↓ scroll  f favorite  esc back  ? keys  q quit"
    case .help: hints = "↑↓ scroll  any other key goes back"
    case .list: hints = "↑↓ move  ⏎ detail  f favorite  / search  tab next  ? keys  q quit"
    }
    let count = model.selectedIndex.map { "\($0 + 1)/\(model.rows.count)" } ?? "0/0"
    let room = layout.width - count.count - 1
    var line = StyledText(hints, role: .muted).truncated(toWidth: max(0, room)).padded(toWidth: max(0, room))
    line.append(" ")
    line.append(count, role: .muted)
    return line
  }

  /// The notice of a screen too small, in the longest wording that fits.
  private func tooSmall(_ layout: BrowserLayout) -> [StyledText] {
    let size = "\(BrowserLayout.minimumWidth)×\(BrowserLayout.minimumHeight)"
    // Never "Too small: 20×5" alone, which reads as the size the terminal has.
    let wordings = [
      "Terminal too small: \(size) needed", "Too small: \(size) needed", "Needs \(size) or more", "Needs \(size)", size,
    ]
    let notice = wordings.first { DisplayWidth.of($0) <= layout.width } ?? size
    var lines = Array(repeating: StyledText(), count: layout.height)
    lines[layout.height / 2] = StyledText(notice, role: .danger).truncated(toWidth: layout.width)
    return lines
  }

  private func fill(_ lines: [StyledText], height: Int) -> [StyledText] {
    Array(lines.prefix(height)) + Array(repeating: StyledText(), count: max(0, height - lines.count))
  }
}
