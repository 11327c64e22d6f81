/// The Settings scene's logic. Each function answers one event with the model that comes next: it
/// reads this model and the event's values and returns a new model, and changes nothing else.
extension SettingsModel {
    func setStep(step: Int) -> SettingsModel {
        var next = self
        next.step = step
        return next
    }
}
