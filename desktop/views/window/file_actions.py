"""File > Import, Export, Print and Restore from Backup, New and Open, New Investigator and Paste Stat Block: the main
window's file handling."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMessageBox

from desktop.models.typed_text import as_typed, with_ampersands
from desktop.paths import backups_dir
from desktop.rules.words import counted
from desktop.store.errors import CampaignError
from desktop.views.common.look import REFUSALS, message_box
from desktop.views.window.tabs import LazyTab

if TYPE_CHECKING:
    from desktop.rules.bestiary import Creature
    from desktop.store.backups import Backup
    from desktop.store.exchange.foreign import Imported
    from desktop.views.window.dice_menu import DiceMenu

FILE_FILTER = "Keeper Desk campaigns (*.kdesk)"
MAX_RECENT = 8


class FileActions:
    """The File menu's handling of files (mixed into MainWindow, whose session, settings, tabs and open_path it
    uses)."""

    def _investigator_actions(self) -> None:
        """File > New Investigator…: the creation wizard (from scratch, or from a copy of the Roster's selection)."""
        fresh = QAction(self.tr("New In&vestigator…"), self)
        fresh.setToolTip(
            self.tr("A new investigator in a few steps: characteristics, age, occupation, skill points, backstory")
        )
        fresh.setObjectName("actionNewInvestigator")
        copy = QAction(self.tr("New Investigator from the Se&lected…"), self)
        copy.setObjectName("actionNewInvestigatorFromSelected")
        copy.setToolTip(self.tr("The wizard, starting from the character selected on the Roster"))
        fresh.triggered.connect(lambda: self.new_investigator(copy=False))
        copy.triggered.connect(lambda: self.new_investigator(copy=True))
        self.ui.menuFile.insertActions(self.ui.actionOpen, [fresh, copy])
        self.investigator_actions = (fresh, copy)

    def _paste_action(self) -> None:
        """File > Paste Stat Block…, after Import."""
        paste = QAction(self.tr("Paste Stat &Block…"), self)
        paste.setObjectName("actionPasteStatBlock")
        paste.setToolTip(
            self.tr("An NPC or creature as a scenario prints it (7th or 6th edition), previewed before it is added")
        )
        paste.triggered.connect(lambda: self.paste_stat_block())
        self.ui.menuFile.insertAction(self.ui.actionExport, paste)
        self.paste_action = paste

    def who_rolls_menu(self) -> DiceMenu:
        """File > Who Rolls the Dice, before Import (the window gives it each campaign it shows)."""
        from desktop.views.window.dice_menu import DiceMenu

        menu = DiceMenu(self, self.settings)
        self.ui.menuFile.insertMenu(self.ui.actionImport, menu)
        self.ui.menuFile.insertSeparator(self.ui.actionImport)
        return menu

    def ask_open_json(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        kinds = self.tr("Campaigns and characters (*.json *.txt);;JSON files (*.json);;Stat blocks as text (*.txt)")
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import"), "", kinds)
        return name

    def ask_save_path(self, title: str, suggestion: str, filter_text: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(self, title, suggestion, filter_text)
        return name

    def ask_import(self, dialog) -> bool:
        return dialog.exec() == dialog.DialogCode.Accepted

    def import_file(self, path: Path | None = None) -> int:
        """File > Import: characters from another tool or a stat block saved as text into this campaign (previewed
        first, one undo step), or a whole Keeper Desk campaign into a new campaign file. A bad file says where and
        changes nothing."""
        from desktop.store.exchange.import_file import IMPORT_ERRORS, read_import
        from desktop.views.window.import_dialog import ImportDialog

        if self.session is None:
            return 0
        path = Path(path or self.ask_open_json() or "")
        if not path.name:
            return 0
        try:
            read = read_import(path)
        except IMPORT_ERRORS as exc:
            message_box(
                self, "warning", self.tr("Import"), self.tr("{}: {}\n\nNothing was imported.").format(path.name, exc)
            )
            return 0
        if read.campaign is not None:
            return self._import_campaign(path, read.campaign)
        dialog = ImportDialog(read.characters, path.name, self, reread=read.characters_rolled)
        if not self.ask_import(dialog):
            return 0
        found = dialog.found  # as the preview last showed them: rolls rolled or taken at their average
        return self._add_imported(found, [i.creature for i in found if i.creature is not None], path.name)

    def _add_imported(self, found: list[Imported], creatures: list[Creature], source: str) -> int:
        """The characters read, added as one undo step with their bestiary entries; refused, none of them."""
        what = self.tr("Imported {} from {}").format(", ".join(i.sheet.name for i in found), source)
        try:
            self.session.add_characters([i.sheet for i in found], what, creatures)
        except REFUSALS as exc:
            message_box(
                self, "warning", self.tr("Import"), self.tr("{}: {}\n\nNothing was imported.").format(source, exc)
            )
            return 0
        imported = counted(len(found), self.tr("character"), self.tr("characters"))
        self.statusBar().showMessage(self.tr("Imported {} from {}").format(imported, source), 8000)
        return len(found)

    def paste_stat_block(self) -> int:
        """File > Paste Stat Block…: an NPC or creature pasted as a scenario prints it, previewed with the choice
        of NPC or monster and of 6th edition, then added as one undo step (with its bestiary entry when it gives
        a SAN loss)."""
        from desktop.store.campaign_bestiary import all_creatures
        from desktop.views.window.stat_block_dialog import StatBlockDialog

        if self.session is None:
            return 0
        dialog = StatBlockDialog({c.name.casefold() for c in all_creatures()}, self)
        if not self.ask_import(dialog) or dialog.imported is None:
            return 0
        imported = dialog.imported
        creatures = [imported.creature] if imported.creature is not None else []
        return self._add_imported([imported], creatures, self.tr("the pasted stat block"))

    def _import_campaign(self, path: Path, data: dict) -> int:
        from desktop.store.campaign_file import SUFFIX, new_campaign_path, new_campaign_refusal, remove_campaign_file
        from desktop.store.exchange.campaign_json import import_campaign

        name = self.ask_save_path(
            self.tr("A whole campaign: save it as a new campaign file"),
            str(path.with_suffix(SUFFIX)),
            self.tr(FILE_FILTER),
        )
        if not name:
            return 0
        target = new_campaign_path(name)
        if refused := new_campaign_refusal(target):
            message_box(self, "warning", self.tr("Import"), refused)
            return 0
        previous = Path(self.session.path) if self.session and self.session.path else None
        if not self.open_path(target, create_name=data["campaign"]["name"], sample=False):
            return 0
        try:
            count = import_campaign(data)
        except REFUSALS as exc:  # refused, or the file could not be written: the new file goes, the old comes back
            from desktop.models.opening import release

            release()
            remove_campaign_file(target)
            if previous is not None:
                self.open_path(previous)
            message_box(self, "warning", self.tr("Import"), self.tr("{} was not imported: {}").format(path.name, exc))
            return 0
        self.show_campaign()
        self.statusBar().showMessage(self.tr("{} opened from {}").format(target.name, path.name), 8000)
        return count

    def export_file(self, path: Path | None = None) -> bool:
        """File > Export Campaign as JSON."""
        from desktop.store.exchange.campaign_json import export_to

        if self.session is None:
            return False
        suggestion = str(Path(self.session.path).with_suffix(".json")) if self.session.path else ""
        path = Path(
            path or self.ask_save_path(self.tr("Export campaign"), suggestion, self.tr("JSON files (*.json)")) or ""
        )
        if not path.name:
            return False
        try:
            export_to(path)
        except OSError as exc:
            message_box(
                self,
                "warning",
                self.tr("Export"),
                self.tr("{} could not be written: {}").format(path, exc.strerror or exc),
            )
            return False
        self.statusBar().showMessage(self.tr("Exported the campaign to {}").format(path), 8000)
        return True

    def ask_export_character(self, dialog) -> bool:
        return dialog.exec() == dialog.DialogCode.Accepted

    def _roster_selection(self) -> int | None:
        """The character selected on the Roster, whichever tab is in front (the Keeper picked them there last)."""
        from desktop.views.roster.roster_tab import RosterTab

        for index in range(self.ui.tabs.count()):
            page = self.ui.tabs.widget(index)
            content = page.content if isinstance(page, LazyTab) else None
            if isinstance(content, RosterTab):
                return content.selected_id()
        return None

    def export_character(self, path: Path | None = None) -> bool:
        """File > Export Character…: one character, picked with the format, written for another tool's import (the
        whole file or none of it)."""
        from desktop.store.character_rows import character_choices
        from desktop.store.exchange.character_export import CHARACTER_FORMATS, ExportRefused, export_character
        from desktop.views.window.export_character_dialog import ExportCharacterDialog

        if self.session is None:
            return False
        choices = character_choices()
        if not choices:
            message_box(self, "information", self.tr("Export Character"), self.tr("The roster has no one to export."))
            return False
        dialog = ExportCharacterDialog(choices, CHARACTER_FORMATS, self._roster_selection(), self)
        if not self.ask_export_character(dialog):
            return False
        character_id, name, format_name = dialog.chosen()
        folder = Path(self.session.path).parent if self.session.path else Path()
        suggestion = str(folder / f"{name}.json")
        path = Path(
            path
            or self.ask_save_path(self.tr("Export {}").format(name), suggestion, self.tr("JSON files (*.json)"))
            or ""
        )
        if not path.name:
            return False
        try:
            export_character(character_id, format_name, path)
        except (ExportRefused, LookupError) as exc:
            message_box(self, "warning", self.tr("Export Character"), self.tr("{}: nothing was written.").format(exc))
            return False
        except OSError as exc:
            message_box(
                self,
                "warning",
                self.tr("Export Character"),
                self.tr("{} could not be written: {}").format(path, exc.strerror or exc),
            )
            return False
        label = CHARACTER_FORMATS[format_name].label
        self.statusBar().showMessage(self.tr("Exported {} to {} as a {}").format(name, path, label), 8000)
        return True

    def print_current(self) -> int:
        """File > Print: the current tab's natural cards, on the paper chosen in the Cards tab (a sheet on a whole
        page of it, whatever the cards' layout)."""
        from desktop.views.cards.cards_tab import print_cards, saved_layout

        page = self.ui.tabs.currentWidget()
        content = page.ensure_built() if isinstance(page, LazyTab) else None
        cards = content.natural_cards() if content is not None else []
        layout = saved_layout(self.settings)
        return print_cards(self, cards, layout.for_sheets() if cards and all(c.page for c in cards) else layout)

    def _backups(self, path: Path) -> list[Backup]:
        from desktop.store.backups import backups_of

        return backups_of(path, backups_dir())

    def _offer_backups(self, path: Path, error: CampaignError) -> bool:
        """Say why a file was refused; when a backup can mend it (the store's rule), offer to restore its newest good
        one. Returns True when a restored copy was opened."""
        from desktop.store.backups import backup_to_offer

        offered = backup_to_offer(path, error.reason, backups_dir())
        text = str(error)
        if offered is None:
            message_box(self, "warning", self.tr("Cannot open campaign"), text)
            return False
        text += self.tr(
            "\n\nThe newest good backup is from {}. Restore it as a new file? The damaged file is kept as it is."
        ).format(offered.taken.strftime("%Y-%m-%d %H:%M"))
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = message_box(
            self, "warning", self.tr("Cannot open campaign"), text, buttons, QMessageBox.StandardButton.Yes
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return self._restore(offered, path)

    def restore_from_backup(self, path: Path | None = None) -> bool:
        """File > Restore from Backup: list the campaign's backups by date, each verified; the one chosen opens as a
        new file beside the original, which stays as it is."""
        path = Path(path) if path else (self.session.path if self.session else self._failed)
        if path is None:
            return False
        backups = self._backups(path)
        if not backups:
            message_box(
                self, "information", self.tr("Restore from Backup"), self.tr("{} has no backups yet.").format(path.name)
            )
            return False
        labels = [
            self.tr("{when} — verified").format(when=b.taken.strftime("%Y-%m-%d %H:%M:%S"))
            if b.ok
            else self.tr("{when} — damaged, cannot be used").format(when=b.taken.strftime("%Y-%m-%d %H:%M:%S"))
            for b in backups
        ]
        choice, ok = QInputDialog.getItem(
            self,
            self.tr("Restore from Backup"),
            as_typed(
                self.tr("Backups of {}, newest first. The one you pick opens as a new file beside it:").format(
                    path.name
                )
            ),
            labels,
            0,
            False,
        )
        if not ok:
            return False
        backup = backups[labels.index(choice)]
        if not backup.ok:
            message_box(self, "warning", self.tr("Restore from Backup"), backup.problem or "")
            return False
        return self._restore(backup, path)

    def _restore(self, backup: Backup, original: Path) -> bool:
        from desktop.store.backups import restore_backup

        try:
            restored = restore_backup(backup.path, original)
        except CampaignError as exc:
            message_box(self, "warning", self.tr("Restore from Backup"), str(exc))
            return False
        if self.open_path(restored):
            self.statusBar().showMessage(
                self.tr("Restored {} from the backup of {}").format(
                    restored.name, backup.taken.strftime("%Y-%m-%d %H:%M")
                ),
                10000,
            )
            return True
        return False

    def new_campaign(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from desktop.store.campaign_file import new_campaign_path, new_campaign_refusal

        start = str(Path(self.session.path).parent) if self.session and self.session.path else ""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("New campaign"), start, self.tr(FILE_FILTER))
        if name:
            path = new_campaign_path(name)
            if refused := new_campaign_refusal(path):
                message_box(self, "warning", self.tr("New campaign"), refused)
                return
            self.open_path(path, create_name=path.stem)

    def open_campaign_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        start = str(Path(self.session.path).parent) if self.session and self.session.path else ""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open campaign"), start, self.tr(FILE_FILTER))
        if name:
            self.open_path(Path(name))

    # --- recent files ---------------------------------------------------------------------------------------

    def recent(self) -> list[str]:
        value = self.settings.value("campaign/recent", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _remember_recent(self, path: str) -> None:
        recent = [path] + [p for p in self.recent() if p != path]
        self.settings.setValue("campaign/recent", recent[:MAX_RECENT])
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        menu = self.ui.menuRecent
        menu.clear()
        for path in self.recent():
            action = menu.addAction(with_ampersands(Path(path).name))
            action.setToolTip(as_typed(path))
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(Path(p)))
        menu.setEnabled(bool(self.recent()))
