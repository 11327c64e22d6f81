/// The History scene's logic. Each function answers one event with the model that comes next: it
/// reads this model and the event's values and returns a new model, and changes nothing else.
extension HistoryModel {}
