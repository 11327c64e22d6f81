extension TokenStore: TokenStoring {}
extension Network.Client: NetworkClienting {}

protocol TokenStoring: AnyObject {}
protocol NetworkClienting: AnyObject {}
