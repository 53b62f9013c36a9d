"""The skill quick-reference model."""

from desktop.models.dice.quick_reference import QuickReferenceModel


def test_quick_reference_model(qapp, qtmodeltester):
    model = QuickReferenceModel()
    qtmodeltester.check(model)
    assert model.rowCount() == 19 and model.columnCount() == 5
    row = next(r for r in range(19) if model.index(r, 0).data() == "45")
    assert [model.index(row, c).data() for c in range(5)] == ["45", "22", "9", "96–100", "96–100"]
    row = next(r for r in range(19) if model.index(r, 0).data() == "60")
    assert [model.index(row, c).data() for c in range(5)] == ["60", "30", "12", "100", "96–100"]
