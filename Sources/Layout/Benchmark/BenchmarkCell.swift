/// One benchmark cell's four views and their nineteen constraints (a typical subtitle cell: a 60 pt
/// image on the left, vertically centred, a title and a subtitle beside it, the cell at least 12 pt
/// taller than the image and 11 pt below the subtitle, preferring 44 pt).
///
/// The variables are unnamed, as kiwi's benchmark leaves them and as a view's anchors would create
/// them: a name is only for messages, and formatting sixteen names a cell cost a tenth of the build.
final class BenchmarkCell {
    struct View {
        let left = Variable(), top = Variable(), width = Variable(), height = Variable()

        /// Reads all four variables back, as a view applying its frame would.
        func sum(in solver: Solver) -> Double {
            solver.value(of: left) + solver.value(of: top) + solver.value(of: width) + solver.value(of: height)
        }
    }

    let cell, image, title, subtitle: View

    init() {
        cell = View()
        image = View()
        title = View()
        subtitle = View()
    }

    func constraints(width: Variable, top: Expression) -> [Constraint] {
        let strong = Priority.defaultHigh, weak = Priority.defaultLow
        return [
            cell.left == 0,
            cell.width == width,
            cell.top == top,
            image.left == cell.left + 16,
            image.width == 60,
            image.height == 60,
            image.top >= cell.top + 12,
            (image.top + 30 == cell.top + cell.height / 2).withPriority(strong),
            title.left == image.left + image.width + 12,
            title.left + title.width == cell.left + cell.width - 16,
            title.top == cell.top + 11,
            (title.height == 22).withPriority(strong),
            subtitle.left == title.left,
            subtitle.width == title.width,
            subtitle.top == title.top + title.height + 2,
            (subtitle.height == 20).withPriority(strong),
            cell.top + cell.height >= subtitle.top + subtitle.height + 11,
            cell.top + cell.height >= image.top + image.height + 12,
            (cell.height == 44).withPriority(weak),
        ]
    }
}
