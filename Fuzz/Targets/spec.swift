// Seeds: Examples/*.sss.yml Tests/Fixtures
// Strings: Tests/SSSCoreTests/Spec
// Dictionary: Fuzz/Dictionaries/document.dict

/// The spec reader of every architecture on any bytes: a checked spec, or diagnostics inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: "Fuzz.sss.yml")
    do throws(DiagnosticError) {
        switch try SpecReader().read(file) {
        case .superSimple(let spec):
            FuzzInput.require(!spec.interactions.isEmpty, "a spec without interactions was accepted")
            for interaction in spec.interactions {
                FuzzInput.require(SwiftIdentifier.isValid(interaction.name.text, .upperCamelCase), "bad interaction name accepted")
            }
        case .simpler(let spec):
            FuzzInput.require(!spec.interfaces.isEmpty, "a scene without interfaces was accepted")
            for field in spec.model {
                FuzzInput.require(SwiftIdentifier.isValid(field.name.text, .lowerCamelCase), "bad field name accepted")
            }
        case .elements(let spec):
            FuzzInput.require(!spec.interactions.isEmpty, "a screen without interactions was accepted")
            for method in spec.userInterface + spec.interactions + spec.observes {
                FuzzInput.require(!method.isAsync && !method.isThrowing && method.returnType == nil, "a method that is not a plain call was accepted")
            }
            for useCase in spec.useCases {
                FuzzInput.require(SwiftIdentifier.isValid(useCase.name.text, .upperCamelCase), "bad use case name accepted")
            }
        }
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}
