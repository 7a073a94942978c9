import HandheldKit

// UIKit's names for in-app drag and drop (Widgets/DragDrop): the same types under Apple's spelling.
// Foundation on Linux has no NSItemProvider, so the toolkit's in-process one takes that name here.

public typealias UIDragInteraction = DragInteraction
public typealias UIDropInteraction = DropInteraction
public typealias UIDragInteractionDelegate = DragInteractionDelegate
public typealias UIDropInteractionDelegate = DropInteractionDelegate
public typealias UIDragItem = DragItem
public typealias UIDragPreview = DragPreview
public typealias UITargetedDragPreview = TargetedDragPreview
public typealias UIDragPreviewTarget = DragPreviewTarget
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragAnimating = DragAnimating
public typealias UIDragDropSession = DragDropSession
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
public typealias UIDropOperation = DropOperation
public typealias UIDropProposal = DropProposal
public typealias NSItemProvider = ItemProvider
public typealias NSItemProviderReading = ItemProviderReading
public typealias NSItemProviderWriting = ItemProviderWriting
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UITableViewDropProposal = TableViewDropProposal
public typealias UITableViewDropCoordinator = TableViewDropCoordinator
public typealias UITableViewDropItem = TableViewDropItem
