import HandheldKit

// UIKit's names for alerts and action sheets (UIAlertController, UIAlertAction) and for the presentation
// hooks they stand on: the same types, so `UIAlertController(title:message:preferredStyle: .alert)`,
// `UIAlertAction(title:style:handler:)`, `alert.addTextField { $0.placeholder = … }` and
// `popoverPresentationController?.sourceView = …` read as in UIKit.

public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
public typealias UIDatePickerStyle = DatePicker.Style
