/// A fixed context holding every variable the bundled templates read (see the comment at the top of
/// each file in Templates/), so mutations of real templates render deep instead of stopping at the
/// first unknown name. It also has every kind of value a template can meet: empty text, acronyms,
/// non-ASCII text, empty and non-empty lists, nested objects and a list of plain strings.
enum FuzzContext {
    static let value: TemplateValue = [
        "module": "Station", "feature": "PodBayDoors", "name": "URLSession", "article": "an",
        "isEnum": false, "navigates": true, "hasButtons": true, "hasProperties": true,
        "hasRequirements": true, "hasTests": true,
        "empty": "", "spaced": "pod_bay doors-2 HTTP2Client", "unicode": "Ärger ß ǅ 🚀",
        "none": [], "words": ["alpha", "", "Beta"],
        "nested": ["inner": ["deep": "x", "flag": true, "list": ["y"]]],
        "fields": [
            ["name": "message", "type": "String", "label": "Message", "showsText": true, "isOptional": false],
            ["name": "count", "type": "Int?", "label": "Count", "showsText": false, "isOptional": true],
        ],
        "views": [["name": "Banner", "view": "bannerView"]],
        "renders": [["name": "Banner", "property": "banner", "spy": "bannerSpy"]],
        "events": [
            [
                "name": "didTap", "signature": "didTap()", "isFirstMember": true, "testName": "testDidTap",
                "isTestable": true, "call": "didTap()", "selector": "didTap", "unsampledType": "",
                "hasParameters": false, "buttonTitle": "Tap",
            ],
            [
                "name": "didEnter", "signature": "didEnter(code: String)", "isFirstMember": false,
                "testName": "testDidEnterCode", "isTestable": false, "call": "", "selector": "didEnter(code:)",
                "unsampledType": "Data", "hasParameters": true, "buttonTitle": "Enter",
            ],
        ],
        "interactions": [
            [
                "name": "Hatch", "property": "hatch", "assembler": "HatchInteractionAssembler", "navigates": false,
                "uses": [["view": "bannerView"]],
                "events": [["name": "didTap", "hasParameters": false, "selector": "didTap", "buttonTitle": "Tap"]],
            ],
            ["name": "Comms", "property": "comms", "assembler": "CommsInteractionAssembler", "navigates": true, "uses": [], "events": []],
        ],
        "destinations": [
            ["name": "Airlock", "assembler": "AirlockAssembler", "isModal": false],
            ["name": "Help", "assembler": "HelpAssembler", "isModal": true],
        ],
    ]
}
