import Render

/// A table cell's content configuration (UITableViewCell.contentConfiguration, iOS 14). A
/// `ListContentConfiguration` is the cell's own styles as a value, so the cell shows it with its own labels
/// and geometry: the preset picks the layout (`cell()` the default style, `subtitleCell()` the subtitle,
/// `valueCell()` value 1) and its text properties style the labels. Any other configuration makes its view,
/// which fills the content view in the labels' place and sizes a self-sizing row.
extension TableViewCell {
    /// The style the labels are laid out in: the configuration's when one is set, else the cell's.
    var effectiveStyle: Style { configuredStyle ?? style }

    /// The list content preset for this cell's style, with no text (UITableViewCell.defaultContentConfiguration).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        }
    }

    func contentConfigurationChanged() {
        switch contentConfiguration {
        case let list as ListContentConfiguration:
            removeHostedContentView()
            apply(list)
        case let custom?:
            host(custom)
        case nil:
            removeHostedContentView()
            configuredStyle = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func apply(_ configuration: ListContentConfiguration) {
        configuredStyle = configuration.cellStyle
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor ?? .systemBlue
        imageView.cornerRadius = configuration.imageProperties.cornerRadius
        style(textLabel, configuration.text, configuration.textProperties)
        style(detailTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
    }

    private func style(_ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties) {
        label.isHidden = false
        label.text = text ?? ""
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    }

    /// Gives the hosted view the configuration when it supports it (same type: UIKit updates the view in
    /// place), else replaces it with a new one.
    private func host(_ configuration: ContentConfiguration) {
        if let hosted = hostedContentView, hosted.supports(configuration) {
            hosted.configuration = configuration
        } else {
            removeHostedContentView()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            hostedContentView = view
        }
        configuredStyle = nil
        textLabel.isHidden = true
        detailTextLabel.isHidden = true
        imageView.image = nil
    }

    private func removeHostedContentView() {
        guard let hosted = hostedContentView else { return }
        hosted.removeFromSuperview()
        hostedContentView = nil
        textLabel.isHidden = false
        detailTextLabel.isHidden = false
    }

    /// The row height a custom content view asks for at the row's `width`: what its constraints allow when
    /// constraints place its subviews, else its `sizeThatFits`; the standard 44 pt when it asks for nothing
    /// (UIKit's default row height). Nil without a hosted view.
    func hostedContentHeight(forWidth width: Double) -> Double? {
        guard let hosted = hostedContentView else { return nil }
        let available = Size(width: max(0, contentWidth(forRowWidth: width)), height: 0)
        let height: Double
        if hosted.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height = hosted.systemLayoutSizeFitting(available, withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel).height
        } else {
            height = hosted.sizeThatFits(Size(width: available.width, height: Double.infinity)).height
        }
        return height > 0 ? height : Self.defaultRowHeight
    }
}
