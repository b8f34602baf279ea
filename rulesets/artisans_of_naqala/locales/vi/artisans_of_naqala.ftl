# Artisans of Naqala, văn bản luật tiếng Việt (bản phủ: chỉ các thông điệp mới hoặc thay đổi).
# $n1, $n2... là các số trong đoạn mô tả của mục, theo thứ tự; xem five_tribes.ftl.

## Ô đất

tiles-workshop = Xưởng thủ công
tiles-workshop-action = Bạn có thể trả { $n1 } vàng để lấy { $n2 } vật phẩm tùy chọn trong số { $n3 } vật phẩm lật ngửa đầu tiên của hàng.
tiles-specialized_market = Chợ chuyên doanh
tiles-specialized_market-action = Bạn có thể bán các bộ vật phẩm khác loại để lấy vàng theo bảng { $item_table }.
tiles-chasm = Vực thẳm
tiles-chasm-action = Không quân nào được thả lên ô này khi chuẩn bị hay đi vào ô này trong một nước đi.

## Bộ lạc (quân)

pieces-artisan = Thợ thủ công
pieces-artisan-action = Trả các Thợ thủ công về túi và lấy số vật phẩm bằng số Thợ thủ công đó, tính từ đầu hàng vật phẩm.

## Vật phẩm

cards-lamp = Đèn dầu
cards-carpet = Thảm
cards-vase = Bình gốm
cards-dagger = Dao găm
cards-mirror = Gương
cards-scroll = Cuộn thư

## Thành phần

decks-items = vật phẩm
tokens-tent = lều
counters-tents = lều

## Lượt chơi

steps-tent = Dựng lều

## Tính điểm

scoring-crafts = Vật phẩm: mỗi bộ gồm các vật phẩm khác loại được tính điểm theo bảng { $item_table }.
scoring-tiles = Ô đất bạn sở hữu: giá trị của ô (gấp đôi nếu có lều), cộng { $palm_points } điểm cho mỗi cây cọ và { $palace_points } điểm cho mỗi cung điện trên đó.

## Tóm tắt luật (thay đổi)

rules-intro = Five Tribes dành cho { $players_min } đến { $players_max } người chơi, trên bàn chơi gồm { $columns } x { $rows } ô đất bị chia cắt bởi các dãy núi. Hãy di chuyển quân của sáu bộ lạc, chiếm ô đất bằng lạc đà của bạn, thu thập vật phẩm và triệu gọi các Thần đèn; ai nhiều điểm nhất sẽ chiến thắng.
rules-setup = Chuẩn bị: xáo trộn { $tiles_total } ô đất để xếp thành bàn chơi, đặt các dãy núi lên những cạnh ô đất ngẫu nhiên (ô nào cũng vẫn đi tới được), rồi rút ngẫu nhiên { $setup_pieces } quân từ túi thả lên mỗi ô, trừ Vực thẳm. Mỗi người chơi bắt đầu với { $gold_start } vàng, giữ bí mật số vàng này, và { $tents_start } lều. Với 2 người chơi, mỗi người lấy { $camels_2 } lạc đà và { $markers_2 } con dấu; với 3 hoặc 4 người chơi, mỗi người lấy { $camels_4 } lạc đà và { $markers_4 } con dấu. Lật ngửa { $resources_row } thẻ tài nguyên, { $djinns_row } Thần đèn và { $items_row } vật phẩm. Ngân hàng giữ { $palm_supply } cây cọ và { $palace_supply } cung điện.
rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ đẩy những người đã đặt ở các ô miễn phí xuống dưới. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu của mình về Bảng thứ tự đấu giá, lấy hết quân trên một ô đất rồi thả mỗi ô một quân theo hàng ngang hoặc hàng dọc, không bao giờ quay ngược lại ô vừa đi qua, không vượt qua dãy núi và không đi vào Vực thẳm, và quân cuối cùng phải rơi vào ô có quân cùng màu. Tại ô đó, người chơi lấy hết quân có màu ấy, đặt lạc đà chiếm ô nếu ô trở nên trống, thực hiện chức năng bộ lạc, rồi đến chức năng ô đất, có thể dựng lều của mình trên một ô đất mình kiểm soát (một lần mỗi ván), và có thể bán các bộ hàng hóa. Sức mạnh Thần đèn có chi phí chỉ được dùng một lần mỗi lượt, trong lượt của chính bạn.

## Số lượng (`$n` của một loại)

pieces-artisan-count = { $n } Thợ thủ công
cards-lamp-count = { $n } Đèn dầu
cards-carpet-count = { $n } Thảm
cards-vase-count = { $n } Bình gốm
cards-dagger-count = { $n } Dao găm
cards-mirror-count = { $n } Gương
cards-scroll-count = { $n } Cuộn thư
tokens-tent-count = { $n } lều
counters-tents-count = { $n } lều

## Bảng điểm (tên ngắn của từng mục)

scoring-crafts-name = Vật phẩm
