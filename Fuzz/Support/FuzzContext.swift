/// A fixed context shaped like the generator's, with every kind of value a template can meet:
/// text (empty, acronyms, non-ASCII), flags, empty and non-empty lists, nested objects, and lists
/// of text that add no names to a scope.
enum FuzzContext {
    static let value: TemplateValue = [
        "feature": "PodBayDoors",
        "name": "URLSession",
        "navigates": true,
        "isEnum": false,
        "empty": "",
        "spaced": "pod_bay doors-2 HTTP2Client",
        "unicode": "Ärger ß ǅ 🚀",
        "none": [],
        "words": ["alpha", "", "Beta"],
        "nested": ["inner": ["deep": "x", "flag": true, "list": ["y"]]],
        "renderables": [
            ["name": "Banner", "fields": [["name": "message", "type": "String"], ["name": "subtitle", "type": "String?"]]],
            ["name": "Pressure", "fields": []],
        ],
        "interactions": [
            [
                "name": "Hatch", "navigates": false, "renders": ["Banner"],
                "events": [["name": "didTap", "parameters": []], ["name": "didEnter", "parameters": [["label": "_", "name": "code", "type": "String"]]]],
            ],
            ["name": "Comms", "navigates": true, "renders": [], "events": []],
        ],
        "destinations": [["name": "Airlock", "style": "push"], ["name": "Help", "style": "modal"]],
    ]
}
